import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { contentVersions, forgetContentVersions, keptValue } from '../../src/server/cache/content-cache';
import { multipart } from './support/multipart';
import { createTestApp, dbTargets, signUp, type TestApp } from './support/test-app';

/**
 * The version reads among a spy's calls, with their results: the app's own work in the background (its job queue,
 * maintenance) may ask the database while a test holds the clock, and is no version read.
 */
function versionReads(spy: MockInstance) {
  const text = (query: unknown) => ((query as { queryChunks?: { value?: unknown }[] }).queryChunks ?? []).map((c) => String(c.value ?? '')).join(' ');
  return spy.mock.calls.flatMap(([query], i) => (/documents_version as documents/.test(text(query)) ? [spy.mock.results[i]] : []));
}

const invoicePdf = fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/documents/doc_002.pdf'));
type User = Awaited<ReturnType<typeof signUp>>;

describe.each(dbTargets)('answers kept per user on %s', (target) => {
  let t: TestApp;
  let alice: User;
  let bob: User;
  const as = (who: User, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, payload });
  const versions = async (who: User) => {
    const { rows } = await t.app.db.execute<{ v: string; d: string }>(
      sql`select vehicles_version as v, documents_version as d from users where id = ${who.userId}`,
    );
    return { vehicles: Number(rows[0].v), documents: Number(rows[0].d) };
  };
  const upload = (who: User, vehicleId: string, title: string, body = invoicePdf) => {
    const { payload, headers } = multipart([
      { name: 'vehicleId', data: vehicleId },
      { name: 'record', data: JSON.stringify({ documentType: 'service', title }) },
      { name: 'file', filename: 'invoice.pdf', contentType: 'application/pdf', data: body },
    ]);
    return t.app.inject({ method: 'POST', url: '/api/documents', payload, headers: { ...headers, cookie: who.cookie } });
  };
  const titles = async (who: User) => (await as(who, 'GET', '/api/documents')).json().documents.map((d: { title: string }) => d.title);
  const models = async (who: User) => (await as(who, 'GET', '/api/vehicles')).json().vehicles.map((v: { model: string }) => v.model);

  beforeAll(async () => {
    t = await createTestApp(target);
    alice = await signUp(t.app, { name: 'Alice' });
    bob = await signUp(t.app, { name: 'Bob' });
  });
  afterAll(() => t?.close());

  it('counts the owner’s versions up in the database with every change, and no one else’s', async () => {
    const bobBefore = await versions(bob);
    const v0 = await versions(alice);
    const car = (await as(alice, 'POST', '/api/vehicles', { make: 'Alfa Romeo', model: 'Giulia', year: 1967 })).json().id;
    const v1 = await versions(alice);
    expect(v1.vehicles).toBeGreaterThan(v0.vehicles);
    expect(v1.documents).toBe(v0.documents);

    expect((await upload(alice, car, 'Service 1967')).statusCode).toBe(201);
    const v2 = await versions(alice);
    expect(v2.documents).toBeGreaterThan(v1.documents);
    expect(v2.vehicles).toBe(v1.vehicles);

    // Deleting the vehicle takes its documents along: both counts move.
    expect((await as(alice, 'DELETE', `/api/vehicles/${car}`)).statusCode).toBe(204);
    const v3 = await versions(alice);
    expect(v3.vehicles).toBeGreaterThan(v2.vehicles);
    expect(v3.documents).toBeGreaterThan(v2.documents);
    expect(await versions(bob)).toEqual(bobBefore);
  });

  it('shows a write through this server at once, and one from elsewhere within a quarter second', async () => {
    const car = (await as(alice, 'POST', '/api/vehicles', { make: 'Lancia', model: 'Fulvia', year: 1970 })).json().id;
    const doc = (await upload(alice, car, 'Tuning 1971', Buffer.concat([invoicePdf, Buffer.from('\n% another copy\n')]))).json().id;
    expect(await titles(alice)).toContain('Tuning 1971');
    expect(await models(alice)).toContain('Fulvia');

    // Through the API: shown on the very next request.
    await as(alice, 'PATCH', `/api/documents/${doc}`, { title: 'Tuning 1972' });
    expect(await titles(alice)).toContain('Tuning 1972');

    // Straight in the database, as another server instance would: shown once the version is read again.
    await t.app.db.execute(sql`update vehicle_documents_content set title = 'Tuning 1973' where id = ${doc}`);
    await t.app.db.execute(sql`update vehicles set model = 'Fulvia Coupé' where id = ${car}`);
    await new Promise((r) => setTimeout(r, 300));
    expect(await titles(alice)).toContain('Tuning 1973');
    expect(await models(alice)).toContain('Fulvia Coupé');
  });

  it('keeps the garage and the library’s first page at once, any other page or search from its second asking', async () => {
    const get = (url: string, etag?: string) => t.app.inject({ url, headers: { cookie: alice.cookie, ...(etag && { 'if-none-match': etag }) } });
    expect((await get('/api/vehicles')).headers.etag).toBeTruthy();
    expect((await get('/api/documents')).headers.etag).toBeTruthy();
    const url = `/api/documents?q=Tuning&limit=7&offset=${Date.now() % 1000}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBeUndefined(); // built for this one request: no copy, no hash
    const second = await get(url);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBeTruthy();
    expect((await get(url, String(second.headers.etag))).statusCode).toBe(304);
  });

  it('never gives one user’s kept answer to another asking the same', async () => {
    expect((await titles(alice)).length).toBeGreaterThan(0);
    expect(await titles(bob)).toEqual([]);
    expect(await models(bob)).toEqual([]);
    const search = (who: User) => as(who, 'GET', '/api/documents?q=Tuning');
    expect((await search(alice)).json().documents.length).toBeGreaterThan(0);
    expect((await search(bob)).json().documents).toEqual([]);
  });

  it('tells a caller that will not wait that a kept value is still being built, and gives it once built', async () => {
    let finish: (value: string) => void = () => {};
    const build = () => new Promise<string>((resolve) => (finish = resolve));
    const ask = () => keptValue(t.app.db, 'documents', alice.userId, 'skip-test', build, () => 1, 'always', 'skip');
    expect(await ask()).toBeNull(); // starts the build
    expect(await ask()).toBeNull(); // still being built
    finish('built');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await ask()).toBe('built');
  });
  it('gives a value to the caller whose asking started its build, and tells the others meanwhile that it is being built', async () => {
    let finish: (value: string) => void = () => {};
    const build = () => new Promise<string>((resolve) => (finish = resolve));
    const ask = () => keptValue(t.app.db, 'documents', alice.userId, 'skip-others-test', build, () => 1, 'always', 'skip-others');
    const first = ask(); // starts the build, and waits for it
    await new Promise((resolve) => setImmediate(resolve));
    expect(await ask()).toBeNull(); // another caller: still being built
    finish('built');
    expect(await first).toBe('built');
    expect(await ask()).toBe('built');
  });

  it('reads a trusted version again in the background before its trust runs out, so that no request waits for the read', async () => {
    let now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
    const reads = vi.spyOn(t.app.db, 'execute');
    try {
      forgetContentVersions();
      const before = await contentVersions(t.app.db, alice.userId);
      expect(versionReads(reads)).toHaveLength(1);
      now += 100; // within the first half of the quarter second: trusted, not read
      expect(await contentVersions(t.app.db, alice.userId)).toBe(before);
      expect(versionReads(reads)).toHaveLength(1);

      // Another instance writes; past half the trust time the version is still answered at once,
      // and read again meanwhile — once, however many ask.
      reads.mockRestore();
      await t.app.db.execute(sql`update users set documents_version = documents_version + 1 where id = ${alice.userId}`);
      const again = vi.spyOn(t.app.db, 'execute');
      now += 50;
      expect(await contentVersions(t.app.db, alice.userId)).toBe(before);
      expect(await contentVersions(t.app.db, alice.userId)).toBe(before);
      expect(versionReads(again)).toHaveLength(1);
      await versionReads(again)[0].value;
      await new Promise((resolve) => setImmediate(resolve));

      // Beyond the first read's quarter second (and before half of the second's), the second
      // read's answer is trusted: nothing is read, nothing waited for.
      now += 110;
      const after = await contentVersions(t.app.db, alice.userId);
      expect(versionReads(again)).toHaveLength(1);
      expect(after.documents).toBe(before.documents + 1);
      again.mockRestore();
    } finally {
      clock.mockRestore();
      vi.restoreAllMocks();
      forgetContentVersions();
    }
  });
});
