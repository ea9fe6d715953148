import { and, eq } from 'drizzle-orm';
import { DEFAULT_CATEGORY, DEFAULT_CONFIDENCE, DEFAULT_QUALITY } from '../../../shared/documents/document-types';
import { DOCUMENT_MESSAGES, type DuplicateAnswer } from '../../../shared/documents/document-api';
import type { DocumentRecord } from '../../../shared/documents/document-record';
import type { Db } from '../../db/client';
import { documentVersions, vehicleDocuments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { StorageProvider } from '../../storage/storage-provider';
import { requireOwnVehicle } from '../vehicles/service';
import type { CheckedFile } from './check-upload';
import { newDocumentId } from './document-id';
import type { DocumentRow } from './present-document';
import { recordColumns } from './record-columns';

const today = () => new Date().toISOString().slice(0, 10);
const isUniqueViolation = (error: unknown) => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
};

/** The owner's document, or a 404 — another user's document looks exactly like a missing one. */
export async function requireOwnDocument(db: Db, userId: string, id: string): Promise<DocumentRow> {
  const [row] = await db
    .select()
    .from(vehicleDocuments)
    .where(and(eq(vehicleDocuments.id, id), eq(vehicleDocuments.userId, userId)));
  if (!row) throw AppError.notFound('Document not found');
  return row;
}

/** SPEC §7 call 10: the first document of this vehicle and user with this file hash. */
export async function findDuplicate(db: Db, userId: string, vehicleId: string, hash: string): Promise<DuplicateAnswer['duplicate']> {
  const [row] = await db
    .select({ id: vehicleDocuments.id, fileName: vehicleDocuments.fileName })
    .from(vehicleDocuments)
    .where(and(eq(vehicleDocuments.vehicleId, vehicleId), eq(vehicleDocuments.userId, userId), eq(vehicleDocuments.fileHash, hash.toLowerCase())))
    .limit(1);
  return row ?? null;
}

const duplicateError = () => new AppError('duplicate', { status: 409, message: DOCUMENT_MESSAGES.duplicate });

/**
 * SPEC §4 "Document upload (single)": validate, store the file, then insert the row. The file
 * goes first so that a row never points at nothing; if the row cannot be written the file is
 * removed again, so there is never a file without its row either.
 */
export async function createDocument(
  db: Db,
  storage: StorageProvider,
  input: { userId: string; vehicleId: string; file: CheckedFile; body: Buffer; record: DocumentRecord; text: string | null },
): Promise<DocumentRow> {
  const { userId, vehicleId, file, record } = input;
  await requireOwnVehicle(db, userId, vehicleId);
  if (await findDuplicate(db, userId, vehicleId, file.hash)) throw duplicateError();

  const id = newDocumentId();
  const key = `${userId}/${id}.${file.ext}`;
  try {
    await storage.put(key, input.body, file.mime);
  } catch (error) {
    throw new AppError('upload_failed', { status: 502, message: DOCUMENT_MESSAGES.uploadFailed, cause: error });
  }
  try {
    const [row] = await db
      .insert(vehicleDocuments)
      .values({
        ...recordColumns(record),
        id,
        vehicleId,
        userId,
        title: record.title || file.fileName,
        documentType: record.documentType,
        documentCategory: record.documentCategory || DEFAULT_CATEGORY,
        dateCreated: record.date ?? today(),
        aiConfidence: record.aiConfidence ?? DEFAULT_CONFIDENCE,
        extractionQuality: record.extractionQuality ?? DEFAULT_QUALITY,
        keywords: JSON.stringify(record.extractedData ?? []),
        manuallyEdited: record.manuallyEdited ?? false,
        fileName: file.fileName,
        fileUrl: key,
        fileSize: file.size,
        fileHash: file.hash,
        contentText: input.text,
      })
      .returning();
    return row;
  } catch (error) {
    await storage.delete([key]).catch(() => undefined);
    // Two uploads of the same file racing past the check: the database's unique index decides.
    if (isUniqueViolation(error)) throw duplicateError();
    throw new AppError('save_failed', { status: 500, message: DOCUMENT_MESSAGES.saveFailed, cause: error });
  }
}

/** Changes what the patch names; any change by the user marks the document manually edited. */
export async function updateDocument(db: Db, userId: string, id: string, patch: Partial<DocumentRecord>): Promise<DocumentRow> {
  await requireOwnDocument(db, userId, id);
  const columns = recordColumns(patch);
  if (columns.title !== undefined && !columns.title) delete columns.title;
  if (Object.keys(columns).length === 0) return requireOwnDocument(db, userId, id);
  const [row] = await db
    .update(vehicleDocuments)
    .set({ manuallyEdited: true, ...columns })
    .where(and(eq(vehicleDocuments.id, id), eq(vehicleDocuments.userId, userId)))
    .returning();
  return row;
}

/** Row and file go together: the file is deleted inside the transaction, so a failure keeps both. */
export async function deleteDocument(db: Db, storage: StorageProvider, userId: string, id: string): Promise<void> {
  const row = await requireOwnDocument(db, userId, id);
  await db.transaction(async (tx) => {
    // Its annotated versions go too: their rows by cascade, their files here.
    const versions = await tx.select({ key: documentVersions.fileUrl }).from(documentVersions).where(eq(documentVersions.documentId, id));
    await tx.delete(vehicleDocuments).where(and(eq(vehicleDocuments.id, id), eq(vehicleDocuments.userId, userId)));
    await storage.delete([row.fileUrl, ...versions.map((v) => v.key)]);
  });
}
