import { queryOptions } from '@tanstack/react-query';
import type { CreateSignature, DocumentVersion, SavedSignature } from '@shared/documents/document-versions-api';
import { api } from '@/lib/api';

const enc = encodeURIComponent;

export const versionKeys = {
  list: (documentId: string) => ['documents', 'versions', documentId] as const,
};

/** A document's annotated versions, newest first. */
export const versionsQuery = (documentId: string) =>
  queryOptions({
    queryKey: versionKeys.list(documentId),
    queryFn: () => api<DocumentVersion[]>(`/api/documents/${enc(documentId)}/versions`),
    // The signed links inside live 3600 s.
    staleTime: 30 * 60 * 1000,
  });

/** Saving annotations: the annotated PDF (pdf.js's saveDocument) becomes a new version. */
export const saveVersion = (documentId: string, pdf: Uint8Array) =>
  api<DocumentVersion>(`/api/documents/${enc(documentId)}/versions`, {
    method: 'POST',
    headers: { 'content-type': 'application/pdf' },
    body: new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
  });

export const deleteVersion = (documentId: string, versionId: string) =>
  api<void>(`/api/documents/${enc(documentId)}/versions/${enc(versionId)}`, { method: 'DELETE' });

/** The original as a PDF to annotate (a JPEG or PNG scan comes wrapped in a one-page PDF). */
export const annotatableUrl = (documentId: string) => `/api/documents/${enc(documentId)}/annotatable`;

export const listSignatures = () => api<SavedSignature[]>('/api/signatures');
export const createSignature = (input: CreateSignature) => api<SavedSignature>('/api/signatures', { method: 'POST', json: input });
export const removeSignature = (id: string) => api<void>(`/api/signatures/${enc(id)}`, { method: 'DELETE' });
