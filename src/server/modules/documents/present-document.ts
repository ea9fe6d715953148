import type { ExtractedPair } from '../../../shared/analysis/analysis-result';
import type { VehicleDocument } from '../../../shared/documents/document-api';
import type { Confidence, DocumentType } from '../../../shared/documents/document-types';
import { mapFields, type FieldValues } from '../../../shared/documents/document-fields';
import type { TextStatus } from '../../../shared/documents/intake-api';
import { extensionOf } from '../../../shared/documents/upload-rules';
import type { vehicleDocuments } from '../../db/schema';
import { createSignedLink } from '../../storage/signed-link';

export type DocumentRow = typeof vehicleDocuments.$inferSelect;

const MIME: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' };

/** `keywords` keeps the extracted pairs as JSON text (SPEC §3: "extracted data stored as text"). */
export function parseKeywords(text: string | null): ExtractedPair[] {
  if (!text) return [];
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value.filter((p): p is ExtractedPair => typeof p?.key === 'string' && typeof p?.value === 'string') : [];
  } catch {
    return [];
  }
}

const confidence = (v: string | null) => (v === 'High' || v === 'Medium' || v === 'Low' ? (v as Confidence) : null);

/** A row as the API shows it: camelCase, a freshly signed link in place of the stored path. */
export function presentDocument(row: DocumentRow, secret: string): VehicleDocument {
  const link = createSignedLink(secret, row.fileUrl);
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    userId: row.userId,
    title: row.title,
    documentType: row.documentType as DocumentType,
    documentCategory: row.documentCategory,
    date: row.dateCreated,
    fileName: row.fileName,
    fileUrl: link.url,
    fileUrlExpiresAt: link.expiresAt,
    fileSize: row.fileSize,
    fileHash: row.fileHash,
    mimeType: MIME[extensionOf(row.fileUrl)] ?? 'application/octet-stream',
    notes: row.notes,
    extractedData: parseKeywords(row.keywords),
    aiSummary: row.aiSummary,
    aiConfidence: confidence(row.aiConfidence),
    extractionQuality: confidence(row.extractionQuality),
    manuallyEdited: row.manuallyEdited,
    currency: row.currency,
    ...mapFields<FieldValues>((kind, name) => (kind === 'list' ? ((row[name] as string[] | null) ?? []) : (row[name] as FieldValues['text' | 'money']))),
    textStatus: (row.textStatus as TextStatus | null) ?? null,
    textError: row.textError,
  };
}
