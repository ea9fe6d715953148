import { describe, expect, it } from 'vitest';
import type { DocumentRecordInput } from '../documents/document-record';
import {
  canStartProcessing,
  canStartSaving,
  initialQueueState,
  isBatchDuplicate,
  isUnfinished,
  nextQueued,
  progressText,
  QUEUE_TEXT,
  queueReducer,
  queueStats,
  queueStatuses,
  rowLine,
  type QueueEvent,
  type QueueState,
  type QueueStatus,
} from './queue-state';

const record: DocumentRecordInput = { title: 'Invoice', documentType: 'service' };
const result = { title: 'Invoice', documentType: 'service' as const, aiSummary: 'Oil change', extractedData: [] };

const run = (events: QueueEvent<string>[], start: QueueState<string> = initialQueueState<string>()) => events.reduce(queueReducer, start);
const add = (...ids: string[]): QueueEvent<string> => ({
  type: 'add',
  items: ids.map((id) => ({ id, file: `file-${id}`, fileName: `${id}.pdf`, vehicleId: 'v1' })),
});
const toReady = (id: string): QueueEvent<string>[] => [
  { type: 'converting', id },
  { type: 'hashed', id, fileHash: `hash-${id}` },
  { type: 'analyzing', id },
  { type: 'analyzed', id, processedData: record, result },
];
const item = (s: QueueState<string>, id = 'a') => s.items.find((i) => i.id === id)!;
/** A state with one item in each status, reached only through events. */
function inStatus(status: QueueStatus): QueueState<string> {
  const paths: Record<QueueStatus, QueueEvent<string>[]> = {
    queued: [],
    processing: toReady('a').slice(0, 2),
    analyzing: toReady('a').slice(0, 3),
    ready: toReady('a'),
    saving: [...toReady('a'), { type: 'saving', id: 'a' }],
    complete: [...toReady('a'), { type: 'saving', id: 'a' }, { type: 'saved', id: 'a', documentId: 'd1' }],
    error: [{ type: 'processFailed', id: 'a', error: 'boom' }],
    duplicate: [...toReady('a'), { type: 'duplicate', id: 'a' }],
  };
  const s = run([add('a'), ...paths[status]]);
  expect(item(s).status).toBe(status);
  return s;
}

describe('adding files', () => {
  it('queues accepted files and puts refused ones in error with SPEC’s message', () => {
    const s = run([
      {
        type: 'add',
        items: [
          { id: 'a', file: 'A', fileName: 'a.pdf', vehicleId: 'v1' },
          { id: 'b', file: 'B', fileName: 'setup.exe', vehicleId: 'v1', rejection: 'File type not allowed for security reasons.' },
        ],
      },
    ]);
    expect(item(s, 'a')).toMatchObject({ status: 'queued', file: 'A', vehicleId: 'v1', fileName: 'a.pdf' });
    expect(item(s, 'b')).toMatchObject({ status: 'error', error: 'File type not allowed for security reasons.' });
  });

  it('appends to an existing queue and ignores an id it already has', () => {
    const s = run([add('a'), add('b', 'a')]);
    expect(s.items.map((i) => i.id)).toEqual(['a', 'b']);
    expect(queueReducer(s, { type: 'add', items: [] })).toBe(s);
  });
});

describe('processing (SPEC §4)', () => {
  it('goes queued → processing (Converting file...) → analyzing (Analyzing document...) → ready (Ready to save)', () => {
    let s = run([add('a'), { type: 'converting', id: 'a' }]);
    expect(item(s)).toMatchObject({ status: 'processing', progress: 'Converting file...' });
    s = queueReducer(s, { type: 'hashed', id: 'a', fileHash: 'abc' });
    expect(item(s).fileHash).toBe('abc');
    s = queueReducer(s, { type: 'analyzing', id: 'a' });
    expect(item(s)).toMatchObject({ status: 'analyzing', progress: 'Analyzing document...' });
    s = queueReducer(s, { type: 'analyzed', id: 'a', processedData: record, result });
    expect(item(s)).toMatchObject({ status: 'ready', progress: 'Ready to save', processedData: record, result });
  });

  it.each(['queued', 'processing', 'analyzing'] as const)('a failure while %s goes to error with its message', (status) => {
    const s = queueReducer(inStatus(status), { type: 'processFailed', id: 'a', error: 'Analysis service unavailable' });
    expect(item(s)).toMatchObject({ status: 'error', error: 'Analysis service unavailable', progress: undefined });
  });

  it('a failure without a message reads Failed to process document', () => {
    for (const error of [undefined, '', '  ']) {
      const s = queueReducer(inStatus('analyzing'), { type: 'processFailed', id: 'a', error });
      expect(item(s).error).toBe('Failed to process document');
    }
  });

  it('ignores processing events that do not fit the item’s status', () => {
    for (const status of queueStatuses) {
      const s = inStatus(status);
      const events: QueueEvent<string>[] = [
        { type: 'converting', id: 'a' },
        { type: 'hashed', id: 'a', fileHash: 'x' },
        { type: 'analyzing', id: 'a' },
        { type: 'analyzed', id: 'a', processedData: record, result },
        { type: 'processFailed', id: 'a' },
      ];
      const allowed: Record<string, QueueStatus[]> = {
        converting: ['queued'],
        hashed: ['processing', 'analyzing'],
        analyzing: ['processing'],
        analyzed: ['analyzing'],
        processFailed: ['queued', 'processing', 'analyzing'],
      };
      for (const e of events) {
        if (!allowed[e.type].includes(status)) expect(queueReducer(s, e), `${e.type} from ${status}`).toBe(s);
      }
    }
  });

  it('events for an unknown id change nothing', () => {
    const s = inStatus('queued');
    expect(queueReducer(s, { type: 'converting', id: 'zzz' })).toBe(s);
    expect(queueReducer(s, { type: 'remove', id: 'zzz' })).toBe(s);
  });
});

describe('saving (SPEC §4)', () => {
  it('ready → saving (Saving to database...) → complete (Saved successfully) with its documentId', () => {
    let s = queueReducer(inStatus('ready'), { type: 'saving', id: 'a' });
    expect(item(s)).toMatchObject({ status: 'saving', progress: 'Saving to database...' });
    s = queueReducer(s, { type: 'saved', id: 'a', documentId: 'doc-1' });
    expect(item(s)).toMatchObject({ status: 'complete', progress: 'Saved successfully', documentId: 'doc-1' });
  });

  it('a duplicate goes to duplicate (Document already exists) and is skipped', () => {
    const s = queueReducer(inStatus('ready'), { type: 'duplicate', id: 'a' });
    expect(item(s)).toMatchObject({ status: 'duplicate', progress: 'Document already exists' });
    expect(queueReducer(s, { type: 'saving', id: 'a' })).toBe(s);
    expect(canStartSaving(s)).toBe(false);
  });

  it('a save failure goes to error with its message, or Failed to save document', () => {
    const saving = queueReducer(inStatus('ready'), { type: 'saving', id: 'a' });
    expect(item(queueReducer(saving, { type: 'saveFailed', id: 'a', error: 'Failed to upload document file' }))).toMatchObject({
      status: 'error',
      error: 'Failed to upload document file',
    });
    expect(item(queueReducer(saving, { type: 'saveFailed', id: 'a' })).error).toBe('Failed to save document');
  });

  it('only a ready item with processed data can be saved', () => {
    const noData = run([add('a'), { type: 'converting', id: 'a' }, { type: 'analyzing', id: 'a' }]);
    const readyWithoutData = { ...noData, items: noData.items.map((i) => ({ ...i, status: 'ready' as const })) };
    expect(queueReducer(readyWithoutData, { type: 'saving', id: 'a' })).toBe(readyWithoutData);
    expect(canStartSaving(readyWithoutData)).toBe(false);
    for (const status of queueStatuses.filter((s) => s !== 'ready')) {
      const s = inStatus(status);
      expect(queueReducer(s, { type: 'saving', id: 'a' }), status).toBe(s);
      if (status !== 'saving') expect(queueReducer(s, { type: 'duplicate', id: 'a' }), status).toBe(s);
    }
  });

  it('a save the server refuses as already stored becomes a duplicate', () => {
    const s = queueReducer(inStatus('saving'), { type: 'duplicate', id: 'a' });
    expect(item(s)).toMatchObject({ status: 'duplicate', progress: 'Document already exists' });
  });

  it('saved and saveFailed apply only to an item being saved', () => {
    for (const status of queueStatuses.filter((s) => s !== 'saving')) {
      const s = inStatus(status);
      expect(queueReducer(s, { type: 'saved', id: 'a', documentId: 'x' }), status).toBe(s);
      expect(queueReducer(s, { type: 'saveFailed', id: 'a' }), status).toBe(s);
    }
  });

  it('a ready item’s fields can be corrected before saving, not afterwards', () => {
    const corrected = { ...record, title: 'Corrected', totalCost: 12 };
    const r2 = { ...result, title: 'Corrected' };
    const s = queueReducer(inStatus('ready'), { type: 'edited', id: 'a', processedData: corrected, result: r2 });
    expect(item(s)).toMatchObject({ processedData: corrected, result: r2, status: 'ready' });
    const done = inStatus('complete');
    expect(queueReducer(done, { type: 'edited', id: 'a', processedData: corrected, result: r2 })).toBe(done);
  });
});

describe('retry, remove, reset', () => {
  it('retry returns only an item in error to queued, with the error cleared', () => {
    const s = queueReducer(inStatus('error'), { type: 'retry', id: 'a' });
    expect(item(s)).toMatchObject({ status: 'queued', error: undefined });
    expect(canStartProcessing(s)).toBe(true);
    for (const status of queueStatuses.filter((x) => x !== 'error')) {
      const st = inStatus(status);
      expect(queueReducer(st, { type: 'retry', id: 'a' }), status).toBe(st);
    }
  });

  it('a retried item runs through processing again', () => {
    const s = run([{ type: 'retry', id: 'a' }, ...toReady('a')], inStatus('error'));
    expect(item(s).status).toBe('ready');
  });

  it('removes one item from any status', () => {
    for (const status of queueStatuses) {
      const s = run([add('b')], inStatus(status));
      expect(queueReducer(s, { type: 'remove', id: 'a' }).items.map((i) => i.id)).toEqual(['b']);
    }
  });

  it('reset empties the queue and clears the processing and saving flags', () => {
    const s = run([add('a', 'b'), { type: 'processingStarted' }, { type: 'savingStarted' }]);
    expect(s).toMatchObject({ isProcessing: true, isSaving: true });
    expect(queueReducer(s, { type: 'reset' })).toEqual({ items: [], isProcessing: false, isSaving: false });
  });

  it('clearCompleted removes only completed items', () => {
    const s = run([add('b'), { type: 'processFailed', id: 'b' }], inStatus('complete'));
    const cleared = queueReducer(s, { type: 'clearCompleted' });
    expect(cleared.items.map((i) => [i.id, i.status])).toEqual([['b', 'error']]);
    expect(queueReducer(cleared, { type: 'clearCompleted' })).toBe(cleared);
  });
});

describe('one run at a time', () => {
  it('a second processing request while one runs is ignored', () => {
    const s = run([add('a'), { type: 'processingStarted' }]);
    expect(canStartProcessing(s)).toBe(false);
    expect(queueReducer(s, { type: 'processingStarted' })).toBe(s);
    const done = queueReducer(s, { type: 'processingFinished' });
    expect(done.isProcessing).toBe(false);
    expect(canStartProcessing(done)).toBe(true);
    expect(queueReducer(done, { type: 'processingFinished' })).toBe(done);
  });

  it('a second saving request while one runs is ignored', () => {
    const s = queueReducer(inStatus('ready'), { type: 'savingStarted' });
    expect(canStartSaving(s)).toBe(false);
    expect(queueReducer(s, { type: 'savingStarted' })).toBe(s);
    const done = queueReducer(s, { type: 'savingFinished' });
    expect(canStartSaving(done)).toBe(true);
    expect(queueReducer(done, { type: 'savingFinished' })).toBe(done);
  });

  it('processing and saving may run side by side', () => {
    const s = run([{ type: 'processingStarted' }, { type: 'savingStarted' }], inStatus('ready'));
    expect(s).toMatchObject({ isProcessing: true, isSaving: true });
  });

  it('nothing to process or save means no run', () => {
    expect(canStartProcessing(initialQueueState())).toBe(false);
    expect(canStartSaving(inStatus('analyzing'))).toBe(false);
  });

  it('a run takes queued items in the order they were added', () => {
    const s = run([add('a', 'b', 'c'), { type: 'converting', id: 'a' }]);
    expect(nextQueued(s)?.id).toBe('b');
  });
});

describe('stats (SPEC §4)', () => {
  it('counts total, ready, completed, errors and pending; progress = round((completed + ready) / total × 100)', () => {
    const s = run([
      add('q', 'p', 'an', 'r', 's', 'c', 'e', 'd'),
      { type: 'converting', id: 'p' },
      { type: 'converting', id: 'an' },
      { type: 'analyzing', id: 'an' },
      ...toReady('r'),
      ...toReady('s'),
      { type: 'saving', id: 's' },
      ...toReady('c'),
      { type: 'saving', id: 'c' },
      { type: 'saved', id: 'c', documentId: 'x' },
      { type: 'processFailed', id: 'e' },
      ...toReady('d'),
      { type: 'duplicate', id: 'd' },
    ]);
    expect(queueStats(s.items)).toEqual({ total: 8, ready: 1, completed: 1, errors: 1, duplicates: 1, pending: 4, progress: 25 });
  });

  it('rounds the percentage and is 0 for an empty queue', () => {
    const s = run([add('a', 'b', 'c'), ...toReady('a')]);
    expect(queueStats(s.items).progress).toBe(33);
    const two = run([add('b'), ...toReady('b')], s);
    expect(queueStats(two.items).progress).toBe(67);
    expect(queueStats([]).progress).toBe(0);
  });

  it('treats ready and pending items as unfinished', () => {
    expect(queueStatuses.filter((s) => isUnfinished({ status: s }))).toEqual(['queued', 'processing', 'analyzing', 'ready', 'saving']);
  });
});

describe('duplicates within one batch', () => {
  it('an item whose hash another item of the same vehicle is saving or has saved is a duplicate', () => {
    let s = run([add('a', 'b'), ...toReady('a'), ...toReady('b')]);
    s = { ...s, items: s.items.map((i) => ({ ...i, fileHash: 'same' })) };
    expect(isBatchDuplicate(s, 'b')).toBe(false);
    s = queueReducer(s, { type: 'saving', id: 'a' });
    expect(isBatchDuplicate(s, 'b')).toBe(true);
    s = queueReducer(s, { type: 'saved', id: 'a', documentId: 'd' });
    expect(isBatchDuplicate(s, 'b')).toBe(true);
  });

  it('the same file for another vehicle is not a duplicate', () => {
    let s = run([add('a'), { type: 'add', items: [{ id: 'b', file: 'b', fileName: 'b.pdf', vehicleId: 'v2' }] }, ...toReady('a'), ...toReady('b')]);
    s = { ...s, items: s.items.map((i) => ({ ...i, fileHash: 'same' })) };
    s = queueReducer(s, { type: 'saving', id: 'a' });
    expect(isBatchDuplicate(s, 'b')).toBe(false);
  });
});

describe('what the panel shows (SPEC §2)', () => {
  it('row line: Already exists, else the error, else the progress, else the capitalised status', () => {
    expect(rowLine({ status: 'duplicate', progress: QUEUE_TEXT.duplicate })).toBe('Already exists');
    expect(rowLine({ status: 'error', error: 'Invalid file type. Only PDF and image files are allowed.' })).toBe(
      'Invalid file type. Only PDF and image files are allowed.',
    );
    expect(rowLine({ status: 'analyzing', progress: 'Analyzing document...' })).toBe('Analyzing document...');
    expect(rowLine({ status: 'queued' })).toBe('Queued');
  });

  it('progress text: Processing documents..., Saving documents... or N% complete', () => {
    expect(progressText({ isProcessing: true, isSaving: false }, { progress: 10 })).toBe('Processing documents...');
    expect(progressText({ isProcessing: false, isSaving: true }, { progress: 10 })).toBe('Saving documents...');
    expect(progressText({ isProcessing: false, isSaving: false }, { progress: 83 })).toBe('83% complete');
  });
});
