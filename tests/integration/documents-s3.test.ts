import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../src/server/storage/s3-storage';
import { multipart } from './support/multipart';
import { freePort } from './support/server-process';
import { createTestApp, signUp, type TestApp } from './support/test-app';

const invoicePdf = fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/documents/doc_002.pdf'));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-docs-s3-'));

/** The whole document round trip with STORAGE_DRIVER=s3, against s3rver started here. */
describe('documents on S3 storage', () => {
  let s3rver: S3rver;
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof createS3Storage>>;

  beforeAll(async () => {
    const port = await freePort();
    s3rver = new S3rver({ port, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'vehicle-documents', configs: [] }] });
    await s3rver.run();
    const env = { STORAGE_DRIVER: 's3', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
    t = await createTestApp('pglite', env);
    s3 = await createS3Storage({ endpoint: env.S3_ENDPOINT, bucket: 'vehicle-documents', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
  });
  afterAll(async () => {
    await t?.close();
    await s3rver?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stores at {userId}/{documentId}.pdf in vehicle-documents, serves it through a signed link, deletes it', async () => {
    const me = await signUp(t.app);
    const car = (await t.app.inject({ method: 'POST', url: '/api/vehicles', headers: { cookie: me.cookie }, payload: { make: 'NSU', model: 'Ro 80', year: 1972 } })).json().id;
    const { payload, headers } = multipart([
      { name: 'vehicleId', data: car },
      { name: 'record', data: JSON.stringify({ documentType: 'service', totalCost: 52_443 }) },
      { name: 'file', filename: 'rechnung.pdf', contentType: 'application/pdf', data: invoicePdf },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/documents', payload, headers: { ...headers, cookie: me.cookie } });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    const key = `${me.userId}/${doc.id}.pdf`;
    expect(await s3.exists(key)).toBe(true);

    const file = await t.app.inject(doc.fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, max-age=3600');
    expect(file.rawPayload.equals(invoicePdf)).toBe(true);

    const again = await t.app.inject({ method: 'POST', url: '/api/documents', payload, headers: { ...headers, cookie: me.cookie } });
    expect(again.statusCode).toBe(409);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/documents/${doc.id}`, headers: { cookie: me.cookie } })).statusCode).toBe(204);
    expect(await s3.exists(key)).toBe(false);
    expect((await t.app.inject(doc.fileUrl)).statusCode).toBe(404);
  });
});
