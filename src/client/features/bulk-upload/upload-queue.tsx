import { createContext, useContext, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { queueStats, type QueueState } from '@shared/bulk-upload/queue-state';
import type { DocumentRecordInput } from '@shared/documents/document-record';
import { validateUpload } from '@shared/documents/upload-rules';
import { useSession } from '@/lib/session-store';
import { createQueueStore, type QueueStore } from './queue-store';

export type UploadQueueActions = {
  /** Files for one vehicle; those SPEC §5 refuses enter as error with its message. Processing starts. */
  addFiles: (files: Iterable<File>, vehicleId: string) => void;
  startProcessing: () => void;
  saveAll: () => void;
  retry: (id: string) => void;
  remove: (id: string) => void;
  reset: () => void;
  /** The review form's corrections to a ready item. */
  edit: (id: string, record: DocumentRecordInput) => void;
};

type Context = { store: QueueStore; actions: UploadQueueActions };
const UploadQueueContext = createContext<Context | null>(null);

let nextId = 0;
const newId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `item-${Date.now()}-${++nextId}`);

// The runners pull in the analysis contract and the worker pool: loaded on the first file only.
const startProcessing = (store: QueueStore) => void import('./run-processing').then((m) => m.runProcessing(store));
const startSaving = (store: QueueStore) => void import('./run-saving').then((m) => m.runSaving(store));

function createActions(store: QueueStore): UploadQueueActions {
  return {
    addFiles(files, vehicleId) {
      const items = Array.from(files, (file) => {
        const check = validateUpload(file);
        return { id: newId(), file, fileName: file.name, vehicleId, ...(!check.ok && { rejection: check.message }) };
      });
      if (!items.length) return;
      store.dispatch({ type: 'add', items });
      startProcessing(store);
    },
    startProcessing: () => startProcessing(store),
    saveAll: () => startSaving(store),
    retry(id) {
      store.dispatch({ type: 'retry', id });
      startProcessing(store);
    },
    remove: (id) => store.dispatch({ type: 'remove', id }),
    reset: () => store.dispatch({ type: 'reset' }),
    edit(id, record) {
      const item = store.getState().items.find((i) => i.id === id);
      if (!item) return;
      store.dispatch({
        type: 'edited',
        id,
        processedData: { ...record, manuallyEdited: true },
        result: {
          title: record.title || item.fileName,
          documentType: record.documentType,
          aiSummary: record.aiSummary ?? null,
          extractedData: record.extractedData ?? [],
        },
      });
    },
  };
}

/** Files belong to whoever picked them: signing out or switching accounts empties the queue. */
function useResetOnAccountChange(store: QueueStore) {
  const { session, isLoading } = useSession();
  const userId = session?.user.id ?? null;
  const previous = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (isLoading) return;
    if (previous.current !== undefined && previous.current !== userId) store.dispatch({ type: 'reset' });
    previous.current = userId;
  }, [isLoading, userId, store]);
}

/** Above the router, so the queue and its runs survive navigation. */
export function UploadQueueProvider({ children }: { children: ReactNode }) {
  const value = useMemo(() => {
    const store = createQueueStore();
    return { store, actions: createActions(store) };
  }, []);
  useResetOnAccountChange(value.store);
  return <UploadQueueContext.Provider value={value}>{children}</UploadQueueContext.Provider>;
}

export type UploadQueue = UploadQueueActions & { state: QueueState<File>; stats: ReturnType<typeof queueStats> };

/** SPEC §8: using the upload queue outside its provider throws. */
export function useUploadQueue(): UploadQueue {
  const context = useContext(UploadQueueContext);
  if (!context) throw new Error('useUploadQueue must be used within an UploadQueueProvider');
  const state = useSyncExternalStore(context.store.subscribe, context.store.getState, context.store.getState);
  const stats = useMemo(() => queueStats(state.items), [state.items]);
  return { ...context.actions, state, stats };
}
