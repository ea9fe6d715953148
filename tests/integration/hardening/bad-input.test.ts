import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { sweepOrphanFiles } from '../../../src/server/storage/sweep-orphan-files';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../support/multipart';
import { seedVehicle } from '../support/seed-vehicle';
import { createTestApp, dbTargets, signUp, type TestApp } from '../support/test-app';

/** Decision 013: no input gets a 500 — NUL bytes, broken multipart, oversized photos. */
describe.each(dbTargets)('bad input on %s', (target) => {
  let t: TestApp;
  let owner: { cookie: string; userId: string };
  let vehicleId: string;
  let documentId: string;
  const routes: { method: string; url: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp(target, {}, undefined, (route: RouteOptions) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
    });
    owner = await signUp(t.app);
    const seeded = await seedVehicle(t.app, owner, 1);
    vehicleId = seeded.vehicleId;
    documentId = seeded.documentIds[0];
  }, 60_000);
  afterAll(() => t?.close());

  const uploadRoutes = () => [
    `/api/documents`,
    `/api/functions/analyze-document`,
    `/api/vehicles/${vehicleId}/photos`,
    `/api/feedback`,
    `/api/documents/${documentId}/versions`,
  ];

  it('answers 400 for a multipart body without boundary or closing boundary on every upload route', async () => {
    const good = multipart([
      { name: 'vehicleId', data: vehicleId },
      { name: 'file', filename: 'a.png', contentType: 'image/png', data: Buffer.alloc(2000, 7) },
    ]);
    const truncated = good.payload.subarray(0, good.payload.length - 40);
    for (const url of uploadRoutes()) {
      const noBoundary = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: owner.cookie, 'content-type': 'multipart/form-data' },
        payload: good.payload,
      });
      expect([400, 415], `${url} without boundary: ${noBoundary.body}`).toContain(noBoundary.statusCode);
      const cut = await t.app.inject({ method: 'POST', url, headers: { cookie: owner.cookie, ...good.headers }, payload: truncated });
      expect([400, 415], `${url} truncated: ${cut.body}`).toContain(cut.statusCode);
      const garbage = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: owner.cookie, ...good.headers },
        payload: Buffer.from('not multipart at all'),
      });
      expect([400, 415], `${url} garbage: ${garbage.body}`).toContain(garbage.statusCode);
    }
  });

  it('answers 413 with SPEC’s message for every photo over 5 MB, at any size over it', async () => {
    const base = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#753' } })
      .jpeg()
      .toBuffer();
    for (const extra of [1, 1000, 200_000, 3_000_000]) {
      const big = Buffer.concat([base, Buffer.alloc(5 * 1024 * 1024 - base.length + extra, 1)]);
      const form = multipart([{ name: 'photo', filename: 'big.jpg', contentType: 'image/jpeg', data: big }]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/vehicles/${vehicleId}/photos`,
        headers: { cookie: owner.cookie, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode, `+${extra} bytes: ${res.body}`).toBe(413);
      expect(res.json().message).toBe('File size exceeds 5MB limit.');
    }
  });

  it('refuses images that cannot be shown on document upload, with a clear message, storing nothing', async () => {
    const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#357' } })
      .png()
      .toBuffer();
    const hugePng = Buffer.from(small);
    hugePng.writeUInt32BE(30000, 16);
    hugePng.writeUInt32BE(30000, 20);
    const jpeg = Buffer.from(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#357' } })
        .jpeg()
        .toBuffer(),
    );
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    jpeg.writeUInt16BE(65000, sof + 5);
    jpeg.writeUInt16BE(65000, sof + 7);
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('this is not an image at all '.repeat(50))]);
    const before = (await t.app.inject({ url: '/api/documents', headers: { cookie: owner.cookie } })).json().documents.length;
    expect(before).toBeGreaterThan(0);
    for (const [name, mime, body, code] of [
      ['huge.png', 'image/png', hugePng, 'image_too_large'],
      ['claims.jpg', 'image/jpeg', jpeg, 'image_too_large'],
      ['garbage.jpg', 'image/jpeg', garbage, 'corrupt_image'],
    ] as const) {
      const form = multipart([
        { name: 'vehicleId', data: vehicleId },
        { name: 'record', data: JSON.stringify({ title: name, documentType: 'other' }) },
        { name: 'file', filename: name, contentType: mime, data: body },
      ]);
      const res = await t.app.inject({ method: 'POST', url: '/api/documents', headers: { cookie: owner.cookie, ...form.headers }, payload: form.payload });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe(code);
      expect(res.json().issues[0].path).toBe('file');
      const analysed = await t.app.inject({
        method: 'POST',
        url: '/api/functions/analyze-document',
        headers: { cookie: owner.cookie, ...form.headers },
        payload: form.payload,
      });
      expect(analysed.statusCode, `${name} (analysis): ${analysed.body}`).toBe(400);
      expect(analysed.json().code).toBe(code);
    }
    expect((await t.app.inject({ url: '/api/documents', headers: { cookie: owner.cookie } })).json().documents.length).toBe(before);
  });

  it('sweeps files no row names once they are due, keeps every file a row names, and queues the hourly sweep', async () => {
    const storage = t.app.storage;
    await storage.put(`${owner.userId}/orphan-${Date.now()}.pdf`, Buffer.from('%PDF-1.4 orphan'), 'application/pdf');
    const [orphan] = (await t.app.db.execute<{ key: string }>(sql`select key from pending_files where key like ${`${owner.userId}/orphan-%`}`)).rows;
    expect(await storage.exists(orphan.key)).toBe(true);
    // Not yet due: an upload may still be under way.
    expect(await sweepOrphanFiles(t.app.db, storage, { olderThanMs: 3_600_000 })).toBe(0);
    expect(await storage.exists(orphan.key)).toBe(true);
    const removed = await sweepOrphanFiles(t.app.db, storage, { olderThanMs: 0 });
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await storage.exists(orphan.key)).toBe(false);
    const docs = (await t.app.inject({ url: '/api/documents', headers: { cookie: owner.cookie } })).json().documents as { id: string }[];
    for (const d of docs) {
      const link = (await t.app.inject({ url: `/api/documents/${d.id}/link`, headers: { cookie: owner.cookie } })).json() as { url: string };
      expect((await t.app.inject({ url: link.url })).statusCode).toBe(200);
    }
    expect((await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from pending_files`)).rows[0].n).toBe(0);
    const hourly = await t.app.db.execute<{ run_at: string }>(sql`select run_at from jobs where queue = 'sweep-orphan-files' and status = 'queued'`);
    expect(hourly.rows).toHaveLength(1);
  });

  it('answers 400 naming the field for a NUL in a multipart field', async () => {
    const form = multipart([
      { name: 'vehicleId', data: vehicleId },
      { name: 'record', data: JSON.stringify({ title: 'In\u0000voice', documentType: 'service' }) },
      { name: 'file', filename: 'a.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/documents', headers: { cookie: owner.cookie, ...form.headers }, payload: form.payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues[0].path).toContain('title');
    const fb = multipart([
      { name: 'category', data: 'idea' },
      { name: 'message', data: 'a\u0000b' },
    ]);
    const res2 = await t.app.inject({ method: 'POST', url: '/api/feedback', headers: { cookie: owner.cookie, ...fb.headers }, payload: fb.payload });
    expect(res2.statusCode, res2.body).toBe(400);
    expect(res2.json().issues[0].path).toContain('message');
  });

  it('answers no 5xx on any route with NUL bytes in its parameters, query and body', async () => {
    const seen = new Set<string>();
    const failures: string[] = [];
    const nul = 'x\u0000y';
    for (const { method, url } of routes) {
      const key = `${method} ${url}`;
      if (seen.has(key) || !url.startsWith('/api/')) continue;
      seen.add(key);
      const path = url.replace(/:[A-Za-z]+/g, encodeURIComponent(nul)).replace('*', `a/${encodeURIComponent(nul)}`);
      const query = `?q=${encodeURIComponent(nul)}&vehicleId=${encodeURIComponent(nul)}&hash=${encodeURIComponent(nul)}&token=${encodeURIComponent(nul)}`;
      const body =
        method === 'GET' || method === 'DELETE'
          ? undefined
          : { title: nul, name: nul, email: `a${nul}@b.c`, make: nul, model: nul, message: nul, notes: nul, order: [nul] };
      const res = await t.app.inject({ method: method as 'GET', url: path + query, headers: { cookie: owner.cookie }, ...(body && { payload: body }) });
      if (res.statusCode >= 500) failures.push(`${key}: ${res.statusCode} ${res.body}`);
      // With real ids a NUL in the query or body alone must be refused as well.
      const real = url.replace(/:id|:vehicleId/g, vehicleId).replace(/:[A-Za-z]+/g, 'x');
      const res2 = await t.app.inject({ method: method as 'GET', url: real + query, headers: { cookie: owner.cookie }, ...(body && { payload: body }) });
      if (res2.statusCode >= 500) failures.push(`${key} (real ids): ${res2.statusCode} ${res2.body}`);
    }
    expect(seen.size).toBeGreaterThan(40);
    expect(failures).toEqual([]);
  }, 60_000);

  it('names the field of a NUL in params, query and body', async () => {
    const q = await t.app.inject({ url: '/api/documents?q=a%00b', headers: { cookie: owner.cookie } });
    expect(q.statusCode).toBe(400);
    expect(q.json().issues[0].path).toBe('querystring.q');
    const b = await t.app.inject({
      method: 'POST',
      url: '/api/vehicles',
      headers: { cookie: owner.cookie },
      payload: { make: 'A\u0000', model: 'B', year: 1960 },
    });
    expect(b.statusCode).toBe(400);
    expect(b.json().issues[0].path).toBe('body.make');
    const p = await t.app.inject({ url: '/api/vehicles/a%00b', headers: { cookie: owner.cookie } });
    expect(p.statusCode).toBe(400);
    expect(p.json().issues[0].path).toBe('params.id');
    const auth = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'a\u0000@b.c', password: 'x' } });
    expect(auth.statusCode).toBe(400);
  });
});
