import { buffer } from 'node:stream/consumers';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { readDocumentText, type AnalyzeDeps } from '../analysis/analyze-document';
import { AnalysisInputError } from '../analysis/input-error';
import type { Db } from '../db/client';
import { vehicleDocuments } from '../db/schema';
import { PermanentJobError } from '../jobs/job-queue';
import type { JobHandler } from '../jobs/job-runner';
import type { StorageProvider } from '../storage/storage-provider';
import { searchableText } from './read-and-analyze';
import { TEXT_ERROR_CODES, type TextErrorCode } from '../../shared/documents/text-error';

/** One stored document whose text is still to be read (a file saved without its text). */
export const READ_TEXT_QUEUE = 'document.read-text';
/** The upgrade: every document stored before texts were kept gets its text, in id order. */
export const UPGRADE_TEXT_QUEUE = 'documents.read-missing-text';

interface Deps {
  db: Db;
  storage: StorageProvider;
  analysis: () => AnalyzeDeps;
}

/** The stored file read once more, as the intake reads it; a file the reader refuses fails for good. */
async function readStoredText(deps: Deps, fileKey: string): Promise<string | null> {
  const body = await buffer(await deps.storage.get(fileKey));
  try {
    return searchableText(await readDocumentText(body, deps.analysis().ocr));
  } catch (error) {
    if (error instanceof AnalysisInputError) throw new PermanentJobError(error.message, { cause: error });
    throw error;
  }
}

/**
 * What a document keeps as the reason its text could not be read: a code the screens translate
 * (the reader's own code for a file it refuses, `read_failed` for anything else), never English.
 */
export function textErrorCode(error: unknown): TextErrorCode {
  const cause = error instanceof PermanentJobError ? error.cause : error;
  return cause instanceof AnalysisInputError && (TEXT_ERROR_CODES as readonly string[]).includes(cause.code) ? (cause.code as TextErrorCode) : 'read_failed';
}

const setText = (db: Db, id: string, columns: { contentText?: string | null; textStatus: string; textError: string | null }) =>
  db.update(vehicleDocuments).set(columns).where(eq(vehicleDocuments.id, id));

export function readTextJob(deps: Deps): JobHandler<{ documentId: string }> {
  return {
    async run(job) {
      const [row] = await deps.db
        .select({ id: vehicleDocuments.id, fileUrl: vehicleDocuments.fileUrl, textStatus: vehicleDocuments.textStatus })
        .from(vehicleDocuments)
        .where(eq(vehicleDocuments.id, job.payload.documentId));
      // Deleted meanwhile (its text went with it), or read already: nothing to do.
      if (!row || row.textStatus === 'read') return;
      try {
        const text = await readStoredText(deps, row.fileUrl);
        await setText(deps.db, row.id, { contentText: text, textStatus: 'read', textError: null });
      } catch (error) {
        // A file the reader refuses stays refused: the document says why, the job fails for good.
        if (error instanceof PermanentJobError) await setText(deps.db, row.id, { textStatus: 'failed', textError: textErrorCode(error) });
        throw error;
      }
    },
    async onFinalFailure(job) {
      const [row] = await deps.db
        .select({ textError: vehicleDocuments.textError })
        .from(vehicleDocuments)
        .where(eq(vehicleDocuments.id, job.payload.documentId));
      await setText(deps.db, job.payload.documentId, { textStatus: 'failed', textError: row?.textError ?? 'read_failed' });
    },
  };
}

type UpgradeProgress = { done: number; failed: number; total: number; lastId: string };

/**
 * Reads the documents that have no text status yet, one at a time (the OCR pool is shared with
 * people waiting for their uploads). Each document's text is written as soon as it is read and
 * the position saved with the job, so an interruption loses at most the document in hand and
 * the next start continues after the last one done.
 */
export function upgradeTextJob(deps: Deps): JobHandler<Record<string, never>> {
  return {
    async run(job, ctx) {
      const saved = job.progress as UpgradeProgress | null;
      const left = await deps.db.execute<{ n: number }>(sql`select count(*)::int as n from vehicle_documents_content where text_status is null`);
      const progress: UpgradeProgress = saved ?? { done: 0, failed: 0, total: left.rows[0].n, lastId: '' };
      if (!saved) progress.total = left.rows[0].n;
      ctx.log.info({ ...progress, left: left.rows[0].n }, 'document text upgrade: starting');
      for (;;) {
        if (ctx.signal.aborted) return;
        const batch = await deps.db
          .select({ id: vehicleDocuments.id, fileUrl: vehicleDocuments.fileUrl })
          .from(vehicleDocuments)
          .where(and(isNull(vehicleDocuments.textStatus), gt(vehicleDocuments.id, progress.lastId)))
          .orderBy(asc(vehicleDocuments.id))
          .limit(20);
        if (batch.length === 0) break;
        for (const doc of batch) {
          if (ctx.signal.aborted) return;
          try {
            await setText(deps.db, doc.id, { contentText: await readStoredText(deps, doc.fileUrl), textStatus: 'read', textError: null });
            progress.done += 1;
          } catch (error) {
            // One unreadable file does not stop the others; its reason is shown on the document.
            await setText(deps.db, doc.id, { textStatus: 'failed', textError: textErrorCode(error) });
            progress.failed += 1;
          }
          progress.lastId = doc.id;
          await ctx.saveProgress(progress);
        }
        ctx.log.info(progress, `document text upgrade: ${progress.done + progress.failed}/${progress.total}`);
      }
      ctx.log.info(progress, 'document text upgrade: finished');
    },
  };
}

/** At start-up: queue the upgrade when documents without a text status exist (a no-op when it is queued already). */
export async function queueTextUpgradeIfNeeded(db: Db, enqueue: (queue: string, opts: { singletonKey: string }) => Promise<unknown>): Promise<boolean> {
  const [row] = await db.select({ id: vehicleDocuments.id }).from(vehicleDocuments).where(isNull(vehicleDocuments.textStatus)).limit(1);
  if (!row) return false;
  await enqueue(UPGRADE_TEXT_QUEUE, { singletonKey: 'upgrade' });
  return true;
}
