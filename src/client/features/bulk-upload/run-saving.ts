import { CLEAR_COMPLETED_AFTER_MS, canStartSaving, isBatchDuplicate } from '@shared/bulk-upload/queue-state';
import { DuplicateDocumentError, saveDocument } from '@/lib/document-intake';
import { isKnownDuplicate, ticketOfFile } from './bulk-upload-api';
import type { QueueStore } from './queue-store';

const SAVE_CONCURRENCY = 2;

const messageOf = (error: unknown) => (error instanceof Error && error.message && error.message !== 'Network error' ? error.message : undefined);

export type SavingDeps = {
  isKnownDuplicate: typeof isKnownDuplicate;
  saveDocument: (input: Parameters<typeof saveDocument>[0]) => Promise<{ id: string }>;
  /** After a run: the library and the profiles read their documents again. */
  refreshDocuments: () => Promise<unknown>;
};

// Every documents query key starts with 'documents'. The query client is imported when needed, not with this
// module: bulk upload's code stays out of the screens' first load.
const refreshDocuments = () => import('@/lib/query-client').then(({ queryClient }) => queryClient.invalidateQueries({ queryKey: ['documents'] }));
const defaultDeps: SavingDeps = { isKnownDuplicate, saveDocument, refreshDocuments };

async function saveOne(store: QueueStore, id: string, deps: SavingDeps) {
  const item = store.getState().items.find((i) => i.id === id);
  if (!item || item.status !== 'ready' || !item.processedData) return;
  const { file, vehicleId, fileHash } = item;
  const known = fileHash ? await deps.isKnownDuplicate(vehicleId, fileHash) : false;
  // Looked at again after the await, with no await in between, so two lanes cannot both save one file.
  const current = store.getState().items.find((i) => i.id === id);
  if (!current || current.status !== 'ready' || !current.processedData) return;
  if (known || isBatchDuplicate(store.getState(), id)) {
    store.dispatch({ type: 'duplicate', id });
    return;
  }
  store.dispatch({ type: 'saving', id });
  try {
    const saved = await deps.saveDocument({ file, vehicleId, record: current.processedData, ticket: ticketOfFile.get(file) ?? null });
    store.dispatch({ type: 'saved', id, documentId: saved.id });
  } catch (error) {
    if (error instanceof DuplicateDocumentError) store.dispatch({ type: 'duplicate', id });
    else store.dispatch({ type: 'saveFailed', id, error: messageOf(error) });
  }
}

/** One saving run (SPEC §4) over the items ready when "Save all" was pressed. */
export async function runSaving(store: QueueStore, schedule: (fn: () => void, ms: number) => void = setTimeout, deps: SavingDeps = defaultDeps): Promise<void> {
  if (!canStartSaving(store.getState())) return;
  const generation = store.generation;
  store.dispatch({ type: 'savingStarted' });
  const ids = store
    .getState()
    .items.filter((i) => i.status === 'ready' && i.processedData)
    .map((i) => i.id);
  let next = 0;
  const lane = async () => {
    while (next < ids.length && store.generation === generation) await saveOne(store, ids[next++], deps);
  };
  await Promise.all(Array.from({ length: SAVE_CONCURRENCY }, lane));
  if (store.generation !== generation) return;
  store.dispatch({ type: 'savingFinished' });
  // Not awaited: the queue moves on while the screens refetch.
  void deps.refreshDocuments();
  // SPEC §4: completed items leave 2 s after the run ends.
  schedule(() => {
    if (store.generation === generation) store.dispatch({ type: 'clearCompleted' });
  }, CLEAR_COMPLETED_AFTER_MS);
}
