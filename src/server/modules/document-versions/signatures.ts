import { and, asc, count, eq } from 'drizzle-orm';
import { MAX_SAVED_SIGNATURES, VERSION_MESSAGES, type CreateSignature, type SavedSignature } from '../../../shared/documents/document-versions-api';
import { requireOwnRow } from '../../access/policy';
import type { Db } from '../../db/client';
import { savedSignatures } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { newDocumentId } from '../documents/document-id';

type SignatureRow = typeof savedSignatures.$inferSelect;

const present = (row: SignatureRow): SavedSignature => ({ id: row.id, description: row.description, data: row.data, createdAt: row.createdAt.toISOString() });

/** A user's saved signatures, oldest first (the order pdf.js shows them in). Only their owner sees them. */
export async function listSignatures(db: Db, userId: string): Promise<SavedSignature[]> {
  const rows = await db
    .select()
    .from(savedSignatures)
    .where(eq(savedSignatures.userId, userId))
    .orderBy(asc(savedSignatures.createdAt), asc(savedSignatures.id));
  return rows.map(present);
}

export async function saveSignature(db: Db, userId: string, input: CreateSignature): Promise<SavedSignature> {
  return db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(savedSignatures).where(eq(savedSignatures.userId, userId));
    if (n >= MAX_SAVED_SIGNATURES) throw new AppError('signature_limit', { status: 409, message: VERSION_MESSAGES.signatureLimit });
    const [row] = await tx.insert(savedSignatures).values({ id: newDocumentId(), userId, description: input.description, data: input.data }).returning();
    return present(row);
  });
}

export async function deleteSignature(db: Db, userId: string, id: string): Promise<void> {
  const [row] = await db.select({ id: savedSignatures.id, userId: savedSignatures.userId }).from(savedSignatures).where(eq(savedSignatures.id, id));
  requireOwnRow({ id: userId }, row, 'Signature');
  await db.delete(savedSignatures).where(and(eq(savedSignatures.id, id), eq(savedSignatures.userId, userId)));
}
