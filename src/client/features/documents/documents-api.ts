import { queryOptions } from '@tanstack/react-query';
import type { DocumentList, DocumentListQuery, SignedLink, VehicleDocument } from '@shared/documents/document-api';
import type { DocumentRecordInput } from '@shared/documents/document-record';
import { api } from '@/lib/api';

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

export const fetchDocumentPage = (query: DocumentListQuery) => api<DocumentList>(`/api/documents?${toSearch(query)}`);

export const documentQuery = (id: string) =>
  queryOptions({
    queryKey: documentKeys.one(id),
    queryFn: () => api<VehicleDocument>(`/api/documents/${encodeURIComponent(id)}`),
    // The signed link inside lives 3600 s; refetch well before it expires.
    staleTime: 30 * 60 * 1000,
  });

export const updateDocument = (id: string, patch: Partial<DocumentRecordInput>) =>
  api<VehicleDocument>(`/api/documents/${encodeURIComponent(id)}`, { method: 'PATCH', json: patch });

export const deleteDocument = (id: string) => api<void>(`/api/documents/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const documentLink = (id: string) => api<SignedLink>(`/api/documents/${encodeURIComponent(id)}/link`);
