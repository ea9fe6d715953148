import crypto from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { DocumentVersion } from '../../../shared/documents/document-versions-api';
import type { SessionUser } from '../../auth/require-user';
import type { Db } from '../../db/client';
import { documentVersions, user } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { StorageProvider } from '../../storage/storage-provider';
import { deleteReleased, releaseFiles } from '../../storage/tracked-storage';
import { createSignedLink } from '../../storage/signed-link';
import { newDocumentId } from '../documents/document-id';
import { checkPdf } from './check-pdf';
import { requireDocumentAccess } from './document-access';

type VersionRow = typeof documentVersions.$inferSelect & { authorName: string };

const columns = {
  id: documentVersions.id,
  documentId: documentVersions.documentId,
  userId: documentVersions.userId,
  fileUrl: documentVersions.fileUrl,
  fileSize: documentVersions.fileSize,
  fileHash: documentVersions.fileHash,
  createdAt: documentVersions.createdAt,
  authorName: user.name,
};

export function presentVersion(row: VersionRow, secret: string): DocumentVersion {
  const link = createSignedLink(secret, row.fileUrl);
  return {
    id: row.id,
    documentId: row.documentId,
    createdAt: row.createdAt.toISOString(),
    author: { id: row.userId, name: row.authorName },
    fileSize: row.fileSize,
    fileHash: row.fileHash,
    fileUrl: link.url,
    fileUrlExpiresAt: link.expiresAt,
  };
}

/** Newest first. */
export async function listVersions(db: Db, me: SessionUser, documentId: string): Promise<VersionRow[]> {
  await requireDocumentAccess(db, me, 'read', documentId);
  return db
    .select(columns)
    .from(documentVersions)
    .innerJoin(user, eq(user.id, documentVersions.userId))
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(desc(documentVersions.createdAt), desc(documentVersions.id));
}

/** A version of this document, or a 404 — also when the document is someone else's. */
export async function requireVersion(db: Db, me: SessionUser, documentId: string, versionId: string, action: 'read' | 'write' = 'read'): Promise<VersionRow> {
  await requireDocumentAccess(db, me, action, documentId);
  const [row] = await db
    .select(columns)
    .from(documentVersions)
    .innerJoin(user, eq(user.id, documentVersions.userId))
    .where(and(eq(documentVersions.id, versionId), eq(documentVersions.documentId, documentId)));
  if (!row) throw AppError.notFound('Version not found');
  return row;
}

/**
 * Saving annotations: the annotated PDF becomes a new version beside the original, which is
 * never touched. File first, then the row; a row that cannot be written takes its file with it.
 */
export async function createVersion(db: Db, storage: StorageProvider, input: { me: SessionUser; documentId: string; body: Buffer }): Promise<VersionRow> {
  const { me, documentId, body } = input;
  const document = await requireDocumentAccess(db, me, 'write', documentId);
  await checkPdf(body);
  const id = newDocumentId();
  const key = `${document.userId}/versions/${documentId}/${id}.pdf`;
  try {
    await storage.put(key, body, 'application/pdf');
  } catch (error) {
    throw new AppError('upload_failed', { status: 502, message: 'Failed to store the annotated PDF', cause: error });
  }
  try {
    const hash = crypto.createHash('sha256').update(body).digest('hex');
    await db.insert(documentVersions).values({ id, documentId, userId: me.id, fileUrl: key, fileSize: body.length, fileHash: hash });
  } catch (error) {
    await storage.delete([key]).catch(() => undefined);
    throw new AppError('save_failed', { status: 500, message: 'Failed to save the annotated version', cause: error });
  }
  return requireVersion(db, me, documentId, id);
}

/**
 * Row and file go together (decision 013): the file is handed to the sweep in the deleting
 * transaction and deleted after the commit, so no crash leaves a row without its file.
 */
export async function deleteVersion(db: Db, storage: StorageProvider, me: SessionUser, documentId: string, versionId: string): Promise<void> {
  const row = await requireVersion(db, me, documentId, versionId, 'write');
  await db.transaction(async (tx) => {
    await tx.delete(documentVersions).where(eq(documentVersions.id, row.id));
    await releaseFiles(tx, [row.fileUrl]);
  });
  await deleteReleased(db, storage, [row.fileUrl]).catch(() => undefined);
}
