import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisResult } from '@shared/analysis/analysis-result';
import { NO_DUE_FIELDS } from '@shared/analysis/due-fields';
import { DuplicateDocumentError } from '@/lib/document-intake';
import { isKnownDuplicate, ticketOfFile } from './bulk-upload-api';
import { createQueueStore } from './queue-store';
import { ANALYSIS_CONCURRENCY, runProcessing, type ProcessingDeps } from './run-processing';
import { runSaving, type SavingDeps } from './run-saving';

const analysis = (title: string): AnalysisResult => ({
  documentType: 'service',
  title,
  summary: 'Oil change',
  confidence: 'High',
  extractionQuality: 'High',
  documentCategory: 'Maintenance',
  extractedData: [],
  workPerformed: [],
  partsUsed: [],
  laborCost: null,
  partsCost: null,
  totalCost: 10,
  serviceMileage: null,
  shopName: null,
  policyNumber: null,
  coverageType: null,
  premium: null,
  effectiveStart: null,
  effectiveEnd: null,
  deductible: null,
  purchasePrice: null,
  sellerName: null,
  saleDate: null,
  appraisedValue: null,
  appraiserName: null,
  appraisalDate: null,
  conditionNotes: null,
  registrationNumber: null,
  expiryDate: null,
  plateNumber: null,
  serviceDate: '2024-03-14',
  ...NO_DUE_FIELDS,
});
const file = (name: string, body = name) => new File([body], name, { type: name.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream' });
const tick = () => new Promise((r) => setTimeout(r, 0));

function add(store: ReturnType<typeof createQueueStore>, names: string[], vehicleId = 'v1') {
  store.dispatch({ type: 'add', items: names.map((n) => ({ id: n, file: file(n), fileName: n, vehicleId })) });
}

const ticket = (name: string, fileHash = `hash-${name}`) => ({ token: `token-${name}`, fileHash, expiresAt: '2030-01-01T00:00:00.000Z', duplicate: null });

function processingDeps(overrides: Partial<ProcessingDeps> = {}, hashOf: (n: string) => string = (n) => `hash-${n}`) {
  let inFlight = 0;
  let most = 0;
  const deps: ProcessingDeps = {
    analyzeFile: async (f) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await tick();
      inFlight -= 1;
      return { analysis: analysis(f.name), ticket: ticket(f.name, hashOf(f.name)) };
    },
    ...overrides,
  };
  return { deps, most: () => most };
}

describe('processing run', () => {
  it('takes every queued file to ready, at most ANALYSIS_CONCURRENCY analyses at once', async () => {
    const store = createQueueStore();
    add(
      store,
      Array.from({ length: 10 }, (_, i) => `doc_${i}.pdf`),
    );
    const { deps, most } = processingDeps();
    await runProcessing(store, deps);
    expect(store.getState().items.every((i) => i.status === 'ready' && i.fileHash === `hash-${i.fileName}`)).toBe(true);
    expect(most()).toBeLessThanOrEqual(ANALYSIS_CONCURRENCY);
    expect(most()).toBeGreaterThan(1);
    expect(store.getState().isProcessing).toBe(false);
  });

  it('a second request while one runs is ignored, and files added meanwhile are picked up by the running one', async () => {
    const store = createQueueStore();
    add(store, ['a.pdf']);
    const analyze = vi.fn(async (f: File) => {
      await tick();
      return { analysis: analysis(f.name), ticket: ticket(f.name) };
    });
    const { deps } = processingDeps({ analyzeFile: analyze });
    const first = runProcessing(store, deps);
    add(store, ['b.pdf']);
    await runProcessing(store, deps); // ignored: returns at once
    await first;
    expect(store.getState().items.map((i) => i.status)).toEqual(['ready', 'ready']);
    expect(analyze).toHaveBeenCalledTimes(2);
  });

  it('an analysis error puts the item in error with its message; one without a message gets SPEC’s', async () => {
    const store = createQueueStore();
    add(store, ['a.pdf', 'b.pdf']);
    const { deps } = processingDeps({
      analyzeFile: async (f) => {
        throw f.name === 'a.pdf' ? new Error('OCR failed: the image is unreadable') : new Error('');
      },
    });
    await runProcessing(store, deps);
    expect(store.getState().items.map((i) => i.error)).toEqual(['OCR failed: the image is unreadable', 'Failed to process document']);
  });

  it('a file SPEC §5 refuses fails again on retry, with SPEC’s message, and is never analysed', async () => {
    const store = createQueueStore();
    store.dispatch({
      type: 'add',
      items: [{ id: 'x', file: file('setup.exe'), fileName: 'setup.exe', vehicleId: 'v1', rejection: 'File type not allowed for security reasons.' }],
    });
    const analyze = vi.fn();
    const { deps } = processingDeps({ analyzeFile: analyze });
    store.dispatch({ type: 'retry', id: 'x' });
    await runProcessing(store, deps);
    expect(store.getState().items[0]).toMatchObject({ status: 'error', error: 'File type not allowed for security reasons.' });
    expect(analyze).not.toHaveBeenCalled();
  });

  it('sends each file once with its vehicle, and a type only when the name gives one; keeps the server’s hash and ticket', async () => {
    const store = createQueueStore();
    add(store, ['Rechnung<1>.pdf', 'scan.pdf']);
    const analyze = vi.fn(async (f: File, _opts?: object) => ({ analysis: analysis(f.name), ticket: ticket(f.name) }));
    await runProcessing(store, processingDeps({ analyzeFile: analyze }).deps);
    expect(analyze.mock.calls[0][1]).toEqual({ vehicleId: 'v1', documentType: 'service' });
    expect(analyze.mock.calls[1][1]).toEqual({ vehicleId: 'v1', documentType: 'other' });
    const [first] = store.getState().items;
    expect(first.fileHash).toBe('hash-Rechnung<1>.pdf');
    expect(ticketOfFile.get(first.file as File)?.token).toBe('token-Rechnung<1>.pdf');
  });

  it('a reset during a run stops it and leaves the flags of a new run alone', async () => {
    const store = createQueueStore();
    add(store, ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf']);
    const { deps } = processingDeps();
    const run = runProcessing(store, deps);
    store.dispatch({ type: 'reset' });
    add(store, ['e.pdf']);
    store.dispatch({ type: 'processingStarted' });
    await run;
    expect(store.getState().items.map((i) => i.id)).toEqual(['e.pdf']);
    expect(store.getState().isProcessing).toBe(true);
  });
});

async function readyStore(names: string[], hashOf: (n: string) => string = (n) => `hash-${n}`) {
  const store = createQueueStore();
  add(store, names);
  await runProcessing(store, processingDeps({}, hashOf).deps);
  return store;
}

// The real refresh imports the query client: a test that let it run would leave an import in flight after its
// file ended, which a worker reused for the next file (isolate: false) then waited on for ever.
const noRefresh = async () => undefined;

describe('saving run', () => {
  it('saves ready items, checks duplicates first, and clears the completed ones 2000 ms after the run', async () => {
    const store = await readyStore(['a.pdf', 'b.pdf', 'c.pdf']);
    const timers: [() => void, number][] = [];
    const refreshDocuments = vi.fn(async () => undefined);
    const deps: SavingDeps = {
      isKnownDuplicate: async (_v, hash) => hash === 'hash-b.pdf',
      saveDocument: async ({ file: f }) => ({ id: `doc-${f.name}` }),
      refreshDocuments,
    };
    await runSaving(store, (fn, ms) => timers.push([fn, ms]), deps);
    expect(refreshDocuments).toHaveBeenCalledTimes(1);
    expect(store.getState().items.map((i) => [i.id, i.status, i.documentId])).toEqual([
      ['a.pdf', 'complete', 'doc-a.pdf'],
      ['b.pdf', 'duplicate', undefined],
      ['c.pdf', 'complete', 'doc-c.pdf'],
    ]);
    expect(store.getState().isSaving).toBe(false);
    expect(timers.map(([, ms]) => ms)).toEqual([2000]);
    timers[0][0]();
    expect(store.getState().items.map((i) => i.id)).toEqual(['b.pdf']);
  });

  it('catches a duplicate inside the same batch, which the server cannot know yet', async () => {
    const store = await readyStore(['a.pdf', 'copy-of-a.pdf', 'b.pdf'], (n) => (n === 'b.pdf' ? 'hash-b' : 'same'));
    const save = vi.fn(async ({ file: f }: { file: File }) => ({ id: `doc-${f.name}` }));
    await runSaving(store, () => undefined, { isKnownDuplicate: async () => false, saveDocument: save, refreshDocuments: noRefresh });
    expect(store.getState().items.map((i) => i.status)).toEqual(['complete', 'duplicate', 'complete']);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('a 409 from the server makes the item a duplicate; other failures an error with the message or SPEC’s', async () => {
    const store = await readyStore(['a.pdf', 'b.pdf', 'c.pdf']);
    await runSaving(store, () => undefined, {
      isKnownDuplicate: async () => false,
      refreshDocuments: noRefresh,
      saveDocument: async ({ file: f }) => {
        if (f.name === 'a.pdf') throw new DuplicateDocumentError('Document already exists');
        if (f.name === 'b.pdf') throw new Error('Failed to upload document file');
        throw new Error('');
      },
    });
    expect(store.getState().items.map((i) => [i.status, i.error])).toEqual([
      ['duplicate', undefined],
      ['error', 'Failed to upload document file'],
      ['error', 'Failed to save document'],
    ]);
  });

  it('a second save request while one runs is ignored', async () => {
    const store = await readyStore(['a.pdf']);
    const save = vi.fn(async () => {
      await tick();
      return { id: 'd' };
    });
    const refreshDocuments = vi.fn(async () => undefined);
    const deps: SavingDeps = { isKnownDuplicate: async () => false, saveDocument: save, refreshDocuments };
    const first = runSaving(store, () => undefined, deps);
    await runSaving(store, () => undefined, deps);
    await first;
    expect(save).toHaveBeenCalledTimes(1);
    expect(refreshDocuments).toHaveBeenCalledTimes(1);
  });
});

describe('the duplicate check (SPEC §7 call 10)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the documents API’s answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ duplicate: { id: 'd1', fileName: 'a.pdf' } }), { status: 200 })),
    );
    expect(await isKnownDuplicate('v1', 'abc')).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ duplicate: null }), { status: 200 })),
    );
    expect(await isKnownDuplicate('v1', 'abc')).toBe(false);
  });

  it('counts a check that fails as not a duplicate', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"code":"internal","message":"boom"}', { status: 500 })),
    );
    expect(await isKnownDuplicate('v1', 'abc')).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await isKnownDuplicate('v1', 'abc')).toBe(false);
  });
});
