import { eq } from 'drizzle-orm';
import { requireOwnerAccess } from '../../access/policy';
import type { SessionUser } from '../../auth/require-user';
import type { Db } from '../../db/client';
import { vehicleDocuments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { vehicleOfDocument } from '../documents/service';

/**
 * The one access check of this module, through the one access policy: the document's vehicle
 * decides. Versions and annotations are the owner's working copies, so a grantee (who reads
 * documents through the shared view) is refused (403), another user's document looks missing
 * (404), and saving a version of a sold or transferred vehicle's document is refused (409).
 */
export async function requireDocumentAccess(db: Db, me: SessionUser, action: 'read' | 'write', documentId: string) {
  await requireOwnerAccess(db, me, action, await vehicleOfDocument(db, documentId));
  const [row] = await db.select().from(vehicleDocuments).where(eq(vehicleDocuments.id, documentId));
  if (!row) throw AppError.notFound('Document not found');
  return row;
}
