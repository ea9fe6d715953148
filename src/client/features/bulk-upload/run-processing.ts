import { buildDocumentRecord, resultOf } from '@shared/bulk-upload/build-record';
import { canStartProcessing, nextQueued } from '@shared/bulk-upload/queue-state';
import { guessTypeFromFileName } from '@shared/documents/document-types';
import { isPdf, sanitizeFileName, validateUpload } from '@shared/documents/upload-rules';
import { analyzeDocument, textOfFile } from './bulk-upload-api';
import { prepareFile } from './prepare-file';
import type { QueueStore } from './queue-store';

/**
 * Analyses in flight at once: enough to hide each one's latency, few enough that forty files do
 * not flood the server's OCR pool (which has its own, smaller, bound).
 */
export const ANALYSIS_CONCURRENCY = 3;

const messageOf = (error: unknown) => (error instanceof Error && error.message && error.message !== 'Network error' ? error.message : undefined);

export type ProcessingDeps = { prepareFile: typeof prepareFile; analyzeDocument: typeof analyzeDocument };
const defaultDeps: ProcessingDeps = { prepareFile, analyzeDocument };

async function processOne(store: QueueStore, id: string, deps: ProcessingDeps) {
  const item = store.getState().items.find((i) => i.id === id);
  if (!item) return;
  const { file, vehicleId } = item;
  store.dispatch({ type: 'converting', id });
  try {
    // A retried file is checked again: what SPEC §5 refuses stays refused, with its message.
    const check = validateUpload(file);
    if (!check.ok) throw new Error(check.message);
    const prepared = await deps.prepareFile(file);
    store.dispatch({ type: 'hashed', id, fileHash: prepared.fileHash });
    if (prepared.pdfText) textOfFile.set(file, prepared.pdfText);
    store.dispatch({ type: 'analyzing', id });
    const guess = guessTypeFromFileName(file.name);
    const analysis = await deps.analyzeDocument({
      documentImage: prepared.documentImage,
      // A name that says nothing ("scan_0042.pdf") leaves the type to the engine's reading of the content.
      ...(guess !== 'other' && { documentType: guess }),
      filename: sanitizeFileName(file.name),
      ...(isPdf(file.name, file.type) && { pdfText: prepared.pdfText ?? '' }),
      vehicleId,
    });
    const record = buildDocumentRecord(analysis, sanitizeFileName(file.name));
    store.dispatch({ type: 'analyzed', id, processedData: record, result: resultOf(record, file.name) });
  } catch (error) {
    store.dispatch({ type: 'processFailed', id, error: messageOf(error) });
  }
}

/**
 * One processing run (SPEC §4): a request while one runs is ignored — the running one picks up
 * files added meanwhile, because each lane takes the next queued item until none is left.
 */
export async function runProcessing(store: QueueStore, deps: ProcessingDeps = defaultDeps): Promise<void> {
  if (!canStartProcessing(store.getState())) return;
  const generation = store.generation;
  store.dispatch({ type: 'processingStarted' });
  const lane = async () => {
    for (;;) {
      if (store.generation !== generation) return;
      const next = nextQueued(store.getState());
      if (!next) return;
      await processOne(store, next.id, deps);
    }
  };
  await Promise.all(Array.from({ length: ANALYSIS_CONCURRENCY }, lane));
  if (store.generation !== generation) return;
  store.dispatch({ type: 'processingFinished' });
  // Files added between the lanes' last look and the flag going down.
  if (canStartProcessing(store.getState())) void runProcessing(store, deps);
}
