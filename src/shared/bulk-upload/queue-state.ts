import type { DocumentType } from '../documents/document-types';
import type { DocumentRecordInput } from '../documents/document-record';
import type { ExtractedPair } from '../analysis/analysis-result';

/**
 * SPEC §4 "Bulk upload queue item statuses" as a pure state machine. The browser runner (hashing,
 * analysis, saving, the 2000 ms timer) lives outside and only sends events, so every rule here is
 * unit-tested without a DOM, a clock or a network.
 */
export const queueStatuses = ['queued', 'processing', 'analyzing', 'ready', 'saving', 'complete', 'error', 'duplicate'] as const;
export type QueueStatus = (typeof queueStatuses)[number];

/** SPEC §4's texts, word for word; the panel translates them for display. */
export const QUEUE_TEXT = {
  converting: 'Converting file...',
  analyzing: 'Analyzing document...',
  ready: 'Ready to save',
  duplicate: 'Document already exists',
  saving: 'Saving to database...',
  saved: 'Saved successfully',
  processFailed: 'Failed to process document',
  saveFailed: 'Failed to save document',
} as const;

/** SPEC §4: completed items leave the queue this long after a save run ends. */
export const CLEAR_COMPLETED_AFTER_MS = 2000;

/** What the panel shows of an analysis (SPEC §3 "result"). */
export type QueueResult = { title: string; documentType: DocumentType; aiSummary: string | null; extractedData: ExtractedPair[] };

/** SPEC §3 "Upload queue item". `F` is the browser's File; the machine never looks inside it. */
export type QueueItem<F = unknown> = {
  id: string;
  file: F;
  fileName: string;
  vehicleId: string;
  status: QueueStatus;
  fileHash?: string;
  progress?: string;
  error?: string;
  processedData?: DocumentRecordInput;
  result?: QueueResult;
  documentId?: string;
};

export type QueueState<F = unknown> = { items: QueueItem<F>[]; isProcessing: boolean; isSaving: boolean };

export const initialQueueState = <F = unknown>(): QueueState<F> => ({ items: [], isProcessing: false, isSaving: false });

export type QueueEvent<F = unknown> =
  /** Files picked or dropped; `rejection` is SPEC §5's message for a file that fails the rules. */
  | { type: 'add'; items: { id: string; file: F; fileName: string; vehicleId: string; rejection?: string }[] }
  | { type: 'processingStarted' }
  | { type: 'processingFinished' }
  | { type: 'converting'; id: string }
  | { type: 'hashed'; id: string; fileHash: string }
  | { type: 'analyzing'; id: string }
  | { type: 'analyzed'; id: string; processedData: DocumentRecordInput; result: QueueResult }
  | { type: 'processFailed'; id: string; error?: string }
  /** The user corrected a ready item's fields in the review form. */
  | { type: 'edited'; id: string; processedData: DocumentRecordInput; result: QueueResult }
  | { type: 'savingStarted' }
  | { type: 'savingFinished' }
  | { type: 'duplicate'; id: string }
  | { type: 'saving'; id: string }
  | { type: 'saved'; id: string; documentId: string }
  | { type: 'saveFailed'; id: string; error?: string }
  | { type: 'retry'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'clearCompleted' }
  | { type: 'reset' };

const messageOr = (error: string | undefined, fallback: string) => (error && error.trim() ? error : fallback);

function update<F>(
  state: QueueState<F>,
  id: string,
  from: readonly QueueStatus[],
  patch: (item: QueueItem<F>) => QueueItem<F>,
  when: (item: QueueItem<F>) => boolean = () => true,
): QueueState<F> {
  let changed = false;
  const items = state.items.map((item) => {
    if (item.id !== id || !from.includes(item.status) || !when(item)) return item;
    changed = true;
    return patch(item);
  });
  return changed ? { ...state, items } : state;
}

/** Events that do not fit the item's current status are ignored: the state is returned unchanged. */
export function queueReducer<F>(state: QueueState<F>, event: QueueEvent<F>): QueueState<F> {
  switch (event.type) {
    case 'add': {
      const known = new Set(state.items.map((i) => i.id));
      const added = event.items
        .filter((i) => !known.has(i.id))
        .map<QueueItem<F>>(({ rejection, ...i }) => (rejection ? { ...i, status: 'error', error: rejection } : { ...i, status: 'queued' }));
      return added.length ? { ...state, items: [...state.items, ...added] } : state;
    }
    case 'processingStarted':
      return state.isProcessing ? state : { ...state, isProcessing: true };
    case 'processingFinished':
      return state.isProcessing ? { ...state, isProcessing: false } : state;
    case 'converting':
      return update(state, event.id, ['queued'], (i) => ({ ...i, status: 'processing', progress: QUEUE_TEXT.converting, error: undefined }));
    case 'hashed':
      // The server hashes the file it receives: the hash may arrive with the analysis.
      return update(state, event.id, ['processing', 'analyzing'], (i) => ({ ...i, fileHash: event.fileHash }));
    case 'analyzing':
      return update(state, event.id, ['processing'], (i) => ({ ...i, status: 'analyzing', progress: QUEUE_TEXT.analyzing }));
    case 'analyzed':
      return update(state, event.id, ['analyzing'], (i) => ({
        ...i,
        status: 'ready',
        progress: QUEUE_TEXT.ready,
        processedData: event.processedData,
        result: event.result,
      }));
    case 'processFailed':
      return update(state, event.id, ['queued', 'processing', 'analyzing'], (i) => ({
        ...i,
        status: 'error',
        progress: undefined,
        error: messageOr(event.error, QUEUE_TEXT.processFailed),
      }));
    case 'edited':
      return update(state, event.id, ['ready'], (i) => ({ ...i, processedData: event.processedData, result: event.result }));
    case 'savingStarted':
      return state.isSaving ? state : { ...state, isSaving: true };
    case 'savingFinished':
      return state.isSaving ? { ...state, isSaving: false } : state;
    case 'duplicate':
      // From saving too: the server refuses a file it already has (409) even when the check passed.
      return update(
        state,
        event.id,
        ['ready', 'saving'],
        (i) => ({ ...i, status: 'duplicate', progress: QUEUE_TEXT.duplicate }),
        (i) => Boolean(i.processedData),
      );
    case 'saving':
      return update(
        state,
        event.id,
        ['ready'],
        (i) => ({ ...i, status: 'saving', progress: QUEUE_TEXT.saving }),
        (i) => Boolean(i.processedData),
      );
    case 'saved':
      return update(state, event.id, ['saving'], (i) => ({ ...i, status: 'complete', progress: QUEUE_TEXT.saved, documentId: event.documentId }));
    case 'saveFailed':
      return update(state, event.id, ['saving'], (i) => ({
        ...i,
        status: 'error',
        progress: undefined,
        error: messageOr(event.error, QUEUE_TEXT.saveFailed),
      }));
    case 'retry':
      return update(state, event.id, ['error'], (i) => ({ ...i, status: 'queued', error: undefined, progress: undefined }));
    case 'remove': {
      const items = state.items.filter((i) => i.id !== event.id);
      return items.length === state.items.length ? state : { ...state, items };
    }
    case 'clearCompleted': {
      const items = state.items.filter((i) => i.status !== 'complete');
      return items.length === state.items.length ? state : { ...state, items };
    }
    case 'reset':
      return initialQueueState<F>();
  }
}

export type QueueStats = { total: number; ready: number; completed: number; errors: number; pending: number; duplicates: number; progress: number };

const PENDING: readonly QueueStatus[] = ['queued', 'processing', 'analyzing', 'saving'];

/** SPEC §4 stats; progress = round((completed + ready) / total × 100), 0 for an empty queue. */
export function queueStats(items: readonly Pick<QueueItem, 'status'>[]): QueueStats {
  const count = (s: QueueStatus) => items.filter((i) => i.status === s).length;
  const total = items.length;
  const ready = count('ready');
  const completed = count('complete');
  return {
    total,
    ready,
    completed,
    errors: count('error'),
    duplicates: count('duplicate'),
    pending: items.filter((i) => PENDING.includes(i.status)).length,
    progress: total === 0 ? 0 : Math.round(((completed + ready) / total) * 100),
  };
}

/** Whether anything still moves; the panel stays expanded while it does. */
export const isUnfinished = (item: Pick<QueueItem, 'status'>) => PENDING.includes(item.status) || item.status === 'ready';

/** SPEC §4: a second processing or saving request while one runs is ignored. */
export const canStartProcessing = (state: QueueState<unknown>) => !state.isProcessing && state.items.some((i) => i.status === 'queued');
export const canStartSaving = (state: QueueState<unknown>) => !state.isSaving && state.items.some((i) => i.status === 'ready' && i.processedData);

/** The next item a processing run should take, in the order the files were added. */
export const nextQueued = <F>(state: QueueState<F>) => state.items.find((i) => i.status === 'queued');

/**
 * A duplicate inside the same batch: another item for the same vehicle with the same hash that is
 * already saved or being saved. The server's check (SPEC §7 call 10) cannot see those yet.
 */
export function isBatchDuplicate(state: QueueState<unknown>, id: string): boolean {
  const item = state.items.find((i) => i.id === id);
  if (!item?.fileHash) return false;
  return state.items.some(
    (o) => o.id !== id && o.vehicleId === item.vehicleId && o.fileHash === item.fileHash && (o.status === 'saving' || o.status === 'complete'),
  );
}

/** SPEC §2: the row's one line — Already exists for duplicates, else the error, else the progress text, else the capitalised status. */
export function rowLine(item: Pick<QueueItem, 'status' | 'error' | 'progress'>): string {
  if (item.status === 'duplicate') return 'Already exists';
  if (item.error) return item.error;
  if (item.progress) return item.progress;
  return item.status.charAt(0).toUpperCase() + item.status.slice(1);
}

/** SPEC §2's progress text. */
export function progressText(state: Pick<QueueState<unknown>, 'isProcessing' | 'isSaving'>, stats: Pick<QueueStats, 'progress'>): string {
  if (state.isProcessing) return 'Processing documents...';
  if (state.isSaving) return 'Saving documents...';
  return `${stats.progress}% complete`;
}
