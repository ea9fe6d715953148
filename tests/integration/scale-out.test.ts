import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './support/multipart';
import { freePort, startServer, type ServerProcess } from './support/server-process';
import { createThrowawayDatabase } from './support/test-app';

const invoicePdf = fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/documents/doc_002.pdf'));
const photoJpeg = fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/documents/doc_001_scan.jpg'));

if (!process.env.TEST_DATABASE_URL) {
  console.log('scale-out test skipped: it needs PostgreSQL, set TEST_DATABASE_URL (CI does)');
}

/**
 * The README's scale-out section: two server processes (two instances, as behind any proxy) on one
 * PostgreSQL and one S3. Separate processes, because answers kept in memory are per process.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL and one S3', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-scale-out-'));
  let s3rver: S3rver;
  let db: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  /** The browser's cookies, kept as a browser keeps them: the session and what any answer sets. */
  const jar = new Map<string, string>();
  const remember = (res: Response) => {
    for (const set of res.headers.getSetCookie()) {
      const pair = set.split(';')[0];
      jar.set(pair.split('=')[0], pair);
    }
  };

  const call = async (server: ServerProcess, method: string, url: string, body?: unknown) => {
    const isForm = body && typeof body === 'object' && 'payload' in body;
    const res = await fetch(`${server.url}${url}`, {
      method,
      headers: {
        cookie: [...jar.values()].join('; '),
        origin: server.url,
        ...(isForm ? (body as ReturnType<typeof multipart>).headers : body !== undefined && { 'content-type': 'application/json' }),
      },
      body: isForm ? new Uint8Array((body as ReturnType<typeof multipart>).payload) : body !== undefined ? JSON.stringify(body) : undefined,
    });
    remember(res);
    return res;
  };
  const models = async (server: ServerProcess) =>
    ((await (await call(server, 'GET', '/api/vehicles')).json()) as { vehicles: { model: string }[] }).vehicles.map((v) => v.model);
  const titles = async (server: ServerProcess) =>
    ((await (await call(server, 'GET', '/api/documents')).json()) as { documents: { title: string }[] }).documents.map((d) => d.title);

  beforeAll(async () => {
    const s3Port = await freePort();
    s3rver = new S3rver({ port: s3Port, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'vehicle-documents', configs: [] }] });
    await s3rver.run();
    db = await createThrowawayDatabase();
    const env = {
      DATABASE_URL: db.url,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
      AUTH_RATE_LIMIT: '1000',
    };
    // One after the other: the first applies the migrations.
    a = await startServer({ ...env, DATA_DIR: path.join(dir, 'a') });
    b = await startServer({ ...env, DATA_DIR: path.join(dir, 'b') });
    const signUp = await fetch(`${a.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.url },
      body: JSON.stringify({ name: 'Two Garages', email: 'scale-out@example.com', password: 'a long enough password' }),
    });
    expect(signUp.status).toBe(200);
    const signIn = await fetch(`${a.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.url },
      body: JSON.stringify({ email: 'scale-out@example.com', password: 'a long enough password' }),
    });
    expect(signIn.status).toBe(200);
    remember(signIn);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await s3rver?.close();
    await db?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('shows a vehicle added on one instance on the other at once, every time', async () => {
    expect(await models(b)).toEqual([]); // b now keeps this (empty) answer
    for (let i = 1; i <= 15; i++) {
      const created = await call(a, 'POST', '/api/vehicles', { make: 'Porsche', model: `356 #${i}`, year: 1955 });
      expect(created.status).toBe(201);
      expect(await models(b)).toContain(`356 #${i}`);
      // And the other way round.
      const renamed = await call(b, 'PATCH', `/api/vehicles/${((await created.json()) as { id: string }).id}`, { model: `356 A #${i}` });
      expect(renamed.status).toBe(200);
      expect(await models(a)).toContain(`356 A #${i}`);
    }
  }, 120_000);

  it('serves a document and a photo uploaded on one instance from the other (shared S3), and lists it at once', async () => {
    const car = (await (await call(a, 'POST', '/api/vehicles', { make: 'NSU', model: 'Ro 80', year: 1972 })).json()) as { id: string };
    expect(await titles(b)).toEqual([]);
    const upload = await call(
      a,
      'POST',
      '/api/documents',
      multipart([
        { name: 'vehicleId', data: car.id },
        { name: 'record', data: JSON.stringify({ documentType: 'service', title: 'Wankel rebuild' }) },
        { name: 'file', filename: 'rechnung.pdf', contentType: 'application/pdf', data: invoicePdf },
      ]),
    );
    expect(upload.status).toBe(201);
    const doc = (await upload.json()) as { fileUrl: string };
    expect(await titles(b)).toEqual(['Wankel rebuild']);
    const file = await call(b, 'GET', doc.fileUrl);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(invoicePdf)).toBe(true);

    const photo = await call(
      a,
      'POST',
      `/api/vehicles/${car.id}/photos`,
      multipart([{ name: 'photo', filename: 'ro80.jpg', contentType: 'image/jpeg', data: photoJpeg }]),
    );
    expect(photo.status).toBe(201);
    const vehicles = (await (await call(b, 'GET', '/api/vehicles')).json()) as { vehicles: { id: string; photos: { thumbUrl: string }[] }[] };
    const thumb = vehicles.vehicles.find((v) => v.id === car.id)!.photos[0].thumbUrl;
    expect((await call(b, 'GET', thumb)).status).toBe(200);
  }, 120_000);

  it('finds a document uploaded on one instance in a search the other holds by its matches, at once', async () => {
    const car = (await (await call(a, 'POST', '/api/vehicles', { make: 'NSU', model: 'Prinz', year: 1964 })).json()) as { id: string };
    const found = async (query: string) =>
      ((await (await call(b, 'GET', `/api/documents?${query}`)).json()) as { documents: { title: string }[] }).documents.map((d) => d.title).sort();
    // Another file each time (a trailing newline): the same file twice for one vehicle is refused as a duplicate.
    const upload = (title: string, copy: number) =>
      call(
        a,
        'POST',
        '/api/documents',
        multipart([
          { name: 'vehicleId', data: car.id },
          { name: 'record', data: JSON.stringify({ documentType: 'service', title }) },
          { name: 'file', filename: 'rechnung.pdf', contentType: 'application/pdf', data: Buffer.concat([invoicePdf, Buffer.alloc(copy, '\n')]) },
        ]),
      );
    expect((await upload('Kolbenringe Prinz', 1)).status).toBe(201);
    // Asked in several shapes, b holds the word's matches (read from its second asking on).
    for (let i = 0; i < 4; i++) expect(await found(`q=kolbenringe&offset=${i}`)).toEqual(i === 0 ? ['Kolbenringe Prinz'] : []);
    expect((await upload('Kolbenringe erneuert', 2)).status).toBe(201);
    expect(await found(`q=Kolbenringe&vehicleId=${car.id}`)).toEqual(['Kolbenringe Prinz', 'Kolbenringe erneuert'].sort());
    expect(await found('q=KOLBENRINGE')).toEqual(['Kolbenringe Prinz', 'Kolbenringe erneuert'].sort());
  }, 120_000);
});
