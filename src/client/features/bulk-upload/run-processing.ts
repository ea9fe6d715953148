import { buildDocumentRecord, resultOf } from '@shared/bulk-upload/build-record';
import { canStartProcessing, nextQueued } from '@shared/bulk-upload/queue-state';
import { guessTypeFromFileName } from '@shared/documents/document-types';
import { sanitizeFileName, validateUpload } from '@shared/documents/upload-rules';
import { analyzeFile } from '@/lib/document-intake';
import { ticketOfFile } from './bulk-upload-api';
import type { QueueStore } from './queue-store';

/**
 * Analyses in flight at once: enough to hide each one's latency, few enough that forty files do
 * not flood the server's OCR pool (which has its own, smaller, bound).
 */
export const ANALYSIS_CONCURRENCY = 3;

const messageOf = (error: unknown) => (error instanceof Error && error.message && error.message !== 'Network error' ? error.message : undefined);

export type ProcessingDeps = { analyzeFile: typeof analyzeFile };
const defaultDeps: ProcessingDeps = { analyzeFile };

async function processOne(store: QueueStore, id: string, deps: ProcessingDeps) {
  const item = store.getState().items.find((i) => i.id === id);
  if (!item) return;
  const { file, vehicleId } = item;
  store.dispatch({ type: 'converting', id });
  try {
    // A retried file is checked again: what SPEC §5 refuses stays refused, with its message.
    const check = validateUpload(file);
    if (!check.ok) throw new Error(check.message);
    // The file goes to the server once; it hashes, reads and analyses it there (decision 008).
    const sent = deps.analyzeFile(file, { vehicleId, documentType: guessTypeFromFileName(file.name) });
    store.dispatch({ type: 'analyzing', id });
    const { analysis, ticket } = await sent;
    if (ticket) {
      ticketOfFile.set(file, ticket);
      store.dispatch({ type: 'hashed', id, fileHash: ticket.fileHash });
    }
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
