import { and, eq } from 'drizzle-orm';
import type { DuplicateAnswer } from '../../../shared/documents/document-api';
import type { DocumentRecord } from '../../../shared/documents/document-record';
import type { Db } from '../../db/client';
import { documentVersions, vehicleDocuments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { StorageProvider } from '../../storage/storage-provider';
import { deleteReleased, releaseFiles } from '../../storage/tracked-storage';
import type { DocumentRow } from './present-document';
import { recordColumns } from './record-columns';

/** The owner's document, or a 404 — another user's document looks exactly like a missing one. */
export async function requireOwnDocument(db: Db, userId: string, id: string): Promise<DocumentRow> {
  const [row] = await db
    .select()
    .from(vehicleDocuments)
    .where(and(eq(vehicleDocuments.id, id), eq(vehicleDocuments.userId, userId)));
  if (!row) throw AppError.notFound('Document not found');
  return row;
}

/** The vehicle a document belongs to, for the access policy; a missing document is a 404. */
export async function vehicleOfDocument(db: Db, id: string): Promise<string> {
  const [row] = await db.select({ vehicleId: vehicleDocuments.vehicleId }).from(vehicleDocuments).where(eq(vehicleDocuments.id, id));
  if (!row) throw AppError.notFound('Document not found');
  return row.vehicleId;
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

/**
 * Row first, then file (decision 013): the files are released in the row's transaction and
 * deleted after its commit, so a crash in between leaves them to the sweep, never a row without
 * its file. The document's text lives in its row, so it leaves the search index with it.
 */
export async function deleteDocument(db: Db, storage: StorageProvider, userId: string, id: string): Promise<void> {
  const row = await requireOwnDocument(db, userId, id);
  const keys = await db.transaction(async (tx) => {
    // Its annotated versions go too: their rows by cascade, their files here.
    const versions = await tx.select({ key: documentVersions.fileUrl }).from(documentVersions).where(eq(documentVersions.documentId, id));
    await tx.delete(vehicleDocuments).where(and(eq(vehicleDocuments.id, id), eq(vehicleDocuments.userId, userId)));
    const released = [row.fileUrl, ...versions.map((v) => v.key)];
    await releaseFiles(tx, released);
    return released;
  });
  await deleteReleased(db, storage, keys).catch(() => undefined);
}

/** The stored files of a vehicle's documents, oldest first: what a dossier attaches and lists with their checksums. */
export async function documentFilesOfVehicle(db: Db, userId: string, vehicleId: string) {
  return db
    .select({
      id: vehicleDocuments.id,
      title: vehicleDocuments.title,
      documentType: vehicleDocuments.documentType,
      date: vehicleDocuments.dateCreated,
      fileName: vehicleDocuments.fileName,
      fileKey: vehicleDocuments.fileUrl,
      fileSize: vehicleDocuments.fileSize,
      fileHash: vehicleDocuments.fileHash,
    })
    .from(vehicleDocuments)
    .where(and(eq(vehicleDocuments.vehicleId, vehicleId), eq(vehicleDocuments.userId, userId)))
    .orderBy(vehicleDocuments.dateCreated, vehicleDocuments.id);
}
