import { and, eq } from 'drizzle-orm';
import type { DocumentRecord } from '../../shared/documents/document-record';
import { DOCUMENT_MESSAGES } from '../../shared/documents/document-api';
import type { DocumentType } from '../../shared/documents/document-types';
import { INTAKE_MESSAGES, type IntakeAnswer, type TextStatus } from '../../shared/documents/intake-api';
import type { AnalyzeDeps } from '../analysis/analyze-document';
import type { Db } from '../db/client';
import { intakeHolds, vehicleDocuments } from '../db/schema';
import { AppError } from '../http/app-error';
import { enqueueJob } from '../jobs/job-queue';
import { newDocumentId } from '../modules/documents/document-id';
import type { DocumentRow } from '../modules/documents/present-document';
import { newRecordColumns } from '../modules/documents/record-columns';
import { findDuplicate } from '../modules/documents/service';
import { requireOwnVehicle } from '../modules/vehicles/service';
import type { StorageProvider } from '../storage/storage-provider';
import { checkUpload } from './check-file';
import { findHold, holdFile } from './intake-holds';
import { asAppError, readAndAnalyze, searchableText } from './read-and-analyze';
import type { ReceivedFile } from './read-multipart';
import { READ_TEXT_QUEUE } from './text-jobs';

export interface IntakeDeps {
  db: Db;
  storage: StorageProvider;
  analysis: AnalyzeDeps;
  /** Tells this instance's job runner that work was queued. */
  wakeJobs(): void;
}

const duplicateError = () => new AppError('duplicate', { status: 409, message: DOCUMENT_MESSAGES.duplicate });
const isUniqueViolation = (error: unknown) => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
};

/**
 * SPEC §7's first step with the file itself: SPEC §5's checks and the magic bytes, the hash, one
 * reading (PDF text or OCR) and its analysis; the file is then kept under a token for the save.
 */
export async function analyzeReceived(
  deps: IntakeDeps,
  input: { userId: string; file: ReceivedFile; fileName?: string; documentType?: DocumentType; vehicleId?: string; language?: 'en' | 'de' },
): Promise<IntakeAnswer> {
  const checked = await checkUpload(input.file);
  const vehicleRow = input.vehicleId ? await requireOwnVehicle(deps.db, input.userId, input.vehicleId) : null;
  const vehicle = vehicleRow && { vin: vehicleRow.vin, odometer: vehicleRow.odometer, odometerUnit: vehicleRow.odometerUnit, year: vehicleRow.year };
  const { analysis, text } = await readAndAnalyze(
    { body: input.file.body, fileName: input.fileName || checked.fileName, documentType: input.documentType, vehicle, language: input.language },
    deps.analysis,
  ).catch((error: unknown) => {
    throw asAppError(error);
  });
  const duplicate = input.vehicleId ? await findDuplicate(deps.db, input.userId, input.vehicleId, checked.hash) : null;
  const hold = await holdFile(deps.db, deps.storage, { userId: input.userId, file: checked, body: input.file.body, text: searchableText(text) });
  return { ...analysis, intake: { token: hold.token, expiresAt: hold.expiresAt.toISOString(), fileHash: checked.hash, duplicate } };
}

type Source = { token: string } | { file: ReceivedFile; text?: string };

/**
 * SPEC §7's second step: the record saved with the file the analysis kept (`token`), or with a
 * file sent now. Either way one row, with the document's text or a job that reads it; the file
 * and the row stand or fall together.
 */
export async function saveReceived(
  deps: IntakeDeps,
  input: { userId: string; vehicleId: string; record: DocumentRecord; source: Source },
): Promise<DocumentRow> {
  const { db, storage } = deps;
  const { userId, vehicleId, record, source } = input;
  const vehicle = await requireOwnVehicle(db, userId, vehicleId);

  let file: { id: string; key: string; fileName: string; size: number; hash: string; text: string | null; isNewFile: boolean; body?: Buffer; mime?: string };
  if ('token' in source) {
    const hold = await findHold(db, userId, source.token);
    if (!hold)
      throw new AppError('intake_expired', {
        status: 410,
        message: INTAKE_MESSAGES.expired,
        issues: [{ path: 'intakeToken', message: INTAKE_MESSAGES.expired }],
      });
    file = {
      id: hold.documentId,
      key: hold.fileKey,
      fileName: hold.fileName,
      size: hold.fileSize,
      hash: hold.fileHash,
      text: hold.contentText,
      isNewFile: false,
    };
  } else {
    const checked = await checkUpload(source.file);
    const id = newDocumentId();
    const text =
      source.text
        ?.replace(/\u0000/g, '')
        .trim()
        .slice(0, 2_000_000) || null;
    file = {
      id,
      key: `${userId}/${id}.${checked.ext}`,
      fileName: checked.fileName,
      size: checked.size,
      hash: checked.hash,
      text,
      isNewFile: true,
      body: source.file.body,
      mime: checked.mime,
    };
  }
  if (await findDuplicate(db, userId, vehicleId, file.hash)) throw duplicateError();

  if (file.isNewFile) {
    try {
      await storage.put(file.key, file.body!, file.mime!);
    } catch (error) {
      throw new AppError('upload_failed', { status: 502, message: DOCUMENT_MESSAGES.uploadFailed, cause: error });
    }
  }
  // A file sent with its text (or a kept file, whose text was read) is searchable at once; any other is read by a job.
  const textStatus: TextStatus = file.text || !file.isNewFile ? 'read' : 'pending';
  try {
    const row = await db.transaction(async (tx) => {
      if ('token' in source) {
        // Taken in the same transaction: a token saves one document, and a failed insert gives it back.
        const taken = await tx
          .delete(intakeHolds)
          .where(and(eq(intakeHolds.token, source.token), eq(intakeHolds.userId, userId)))
          .returning({ token: intakeHolds.token });
        if (taken.length === 0) throw new AppError('intake_expired', { status: 410, message: INTAKE_MESSAGES.expired });
      }
      const [inserted] = await tx
        .insert(vehicleDocuments)
        .values({
          ...newRecordColumns(record, file.fileName, vehicle.currency),
          id: file.id,
          vehicleId,
          userId,
          fileName: file.fileName,
          fileUrl: file.key,
          fileSize: file.size,
          fileHash: file.hash,
          contentText: file.text,
          textStatus,
        })
        .returning();
      if (textStatus === 'pending') await enqueueJob(tx, READ_TEXT_QUEUE, { documentId: inserted.id });
      return inserted;
    });
    if (textStatus === 'pending') deps.wakeJobs();
    return row;
  } catch (error) {
    if (file.isNewFile) await storage.delete([file.key]).catch(() => undefined);
    if (error instanceof AppError) throw error;
    // Two saves of the same file racing past the check: the database's unique index decides.
    if (isUniqueViolation(error)) throw duplicateError();
    throw new AppError('save_failed', { status: 500, message: DOCUMENT_MESSAGES.saveFailed, cause: error });
  }
}
