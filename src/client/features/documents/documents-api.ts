import { queryOptions } from '@tanstack/react-query';
import { analysisResultSchema, type AnalysisResult, type AnalyzeRequest } from '@shared/analysis/analysis-result';
import type { DocumentList, DocumentListQuery, DuplicateAnswer, SignedLink, VehicleDocument } from '@shared/documents/document-api';
import type { DocumentRecordInput } from '@shared/documents/document-record';
import type { Vehicle } from '@shared/vehicles/vehicle-schema';
import { api, ApiError } from '@/lib/api';

/** Every documents query key starts here, so one invalidation refreshes lists, pages and profiles. */
export const documentKeys = {
  all: ['documents'] as const,
  list: (query: DocumentListQuery) => ['documents', 'list', query] as const,
  one: (id: string) => ['documents', 'one', id] as const,
};

const toSearch = (query: DocumentListQuery) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '' && v !== null) params.set(k, String(v));
  return params.toString();
};

export const documentListQuery = (query: DocumentListQuery) =>
  queryOptions({ queryKey: documentKeys.list(query), queryFn: () => api<DocumentList>(`/api/documents?${toSearch(query)}`) });

export const fetchDocumentPage = (query: DocumentListQuery) => api<DocumentList>(`/api/documents?${toSearch(query)}`);

export const documentQuery = (id: string) =>
  queryOptions({
    queryKey: documentKeys.one(id),
    queryFn: () => api<VehicleDocument>(`/api/documents/${encodeURIComponent(id)}`),
    // The signed link inside lives 3600 s; refetch well before it expires.
    staleTime: 30 * 60 * 1000,
  });

/** The garage, for vehicle pickers and names in lists (read from the vehicles API). */
export const garageQuery = queryOptions({
  queryKey: ['vehicles', 'list', 'for-documents'],
  queryFn: async () => (await api<{ vehicles: Vehicle[] }>('/api/vehicles')).vehicles,
});

export const updateDocument = (id: string, patch: Partial<DocumentRecordInput>) =>
  api<VehicleDocument>(`/api/documents/${encodeURIComponent(id)}`, { method: 'PATCH', json: patch });

export const deleteDocument = (id: string) => api<void>(`/api/documents/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const documentLink = (id: string) => api<SignedLink>(`/api/documents/${encodeURIComponent(id)}/link`);

/** SPEC §7 call 10; SPEC §7 says a failing check counts as "not a duplicate". */
export async function checkDuplicate(vehicleId: string, hash: string): Promise<DuplicateAnswer['duplicate']> {
  try {
    return (await api<DuplicateAnswer>(`/api/documents/duplicate?vehicleId=${encodeURIComponent(vehicleId)}&hash=${hash}`)).duplicate;
  } catch {
    return null;
  }
}

/** SPEC §7 call 9. The answer is the analysis itself (or `{ data }`, as hosted functions answer). */
export async function analyzeDocument(payload: AnalyzeRequest): Promise<AnalysisResult> {
  const raw = await api<unknown>('/api/functions/analyze-document', { method: 'POST', json: payload });
  const body = raw && typeof raw === 'object' && 'data' in raw && !('title' in raw) ? (raw as { data: unknown }).data : raw;
  const parsed = analysisResultSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(502, 'analysis_invalid', 'Failed to process document');
  return parsed.data;
}

/** SPEC §4 "Document upload (single)": the file, its vehicle, the record and the text read from it. */
export function uploadDocument(input: { file: File; vehicleId: string; record: DocumentRecordInput; text?: string | null }) {
  const form = new FormData();
  form.set('vehicleId', input.vehicleId);
  form.set('record', JSON.stringify(input.record));
  if (input.text) form.set('text', input.text);
  form.set('file', input.file, input.file.name);
  return api<VehicleDocument>('/api/documents', { method: 'POST', body: form });
}
