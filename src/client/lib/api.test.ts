import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, preload } from './api';

// The browser's fetch, answered here: what matters is how often it is called and with what.
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('preload', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('hands a started read to the first api() call for it, once', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer(200, { n: 1 }))
      .mockResolvedValueOnce(answer(200, { n: 2 }));
    vi.stubGlobal('fetch', fetch);
    preload('/api/things');
    expect(await api('/api/things')).toEqual({ n: 1 });
    expect(await api('/api/things')).toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not ask again for a read the screen asked for already (its code was there before the session)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetch = vi.fn().mockImplementation(async () => answer(200, { n: 'fetched' }));
    vi.stubGlobal('fetch', fetch);
    expect(await api('/api/summary')).toEqual({ n: 'fetched' });
    preload('/api/summary');
    expect(fetch).toHaveBeenCalledTimes(1);
    // Some seconds later a preload is a new screen's read again.
    vi.setSystemTime(Date.now() + 11_000);
    preload('/api/summary');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks again when the early answer was not a success, or is too old, or for a write', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer(401, { code: 'unauthorized' }))
      .mockImplementation(async () => answer(200, { ok: true }));
    vi.stubGlobal('fetch', fetch);
    preload('/api/other-things');
    expect(await api('/api/other-things')).toEqual({ ok: true });

    vi.useFakeTimers({ toFake: ['Date'] });
    preload('/api/old');
    vi.setSystemTime(Date.now() + 11_000);
    await api('/api/old');
    expect(fetch).toHaveBeenCalledTimes(4);

    preload('/api/x');
    await api('/api/x', { method: 'POST', json: { a: 1 } });
    expect(fetch.mock.calls.at(-1)![1]).toMatchObject({ method: 'POST' });
  });
});

describe("index.html's early reads", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (globalThis as { __patinaEarly?: unknown }).__patinaEarly;
  });

  it('are taken once by the first api() call for their address; a failed one is asked again', async () => {
    const fetch = vi.fn().mockImplementation(async () => answer(200, { n: 'fetched' }));
    vi.stubGlobal('fetch', fetch);
    (globalThis as { __patinaEarly?: unknown }).__patinaEarly = {
      '/api/story': Promise.resolve(answer(200, { n: 'early' })),
      '/api/session': Promise.resolve(null),
    };
    vi.resetModules();
    const fresh = await import('./api');
    expect(await fresh.api('/api/story')).toEqual({ n: 'early' });
    expect(await fresh.api('/api/story')).toEqual({ n: 'fetched' });
    expect(await fresh.api('/api/session')).toEqual({ n: 'fetched' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
