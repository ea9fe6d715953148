import type { Db } from '../../db/client';
import { requireOwnDocument } from '../documents/service';

/**
 * The one access check of this module: the same rule as the document routes (the owner's
 * document, or a 404). Every version and annotation route goes through here, so a shared-access
 * policy replaces it in one place.
 */
export function requireDocumentAccess(db: Db, userId: string, documentId: string) {
  return requireOwnDocument(db, userId, documentId);
}
