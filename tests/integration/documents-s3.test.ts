import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './support/multipart';
import { startS3TestApp, type S3TestApp } from './support/s3-test-app';
import { signUp, type TestApp } from './support/test-app';

const invoicePdf = fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/documents/doc_002.pdf'));

/** The whole document round trip with STORAGE_DRIVER=s3, against s3rver started here. */
describe('documents on S3 storage', () => {
  let env: S3TestApp;
  let t: TestApp;
  let s3: S3TestApp['s3'];

  beforeAll(async () => {
    env = await startS3TestApp('docs');
    ({ t, s3 } = env);
  });
  afterAll(() => env?.close());

  it('stores at {userId}/{documentId}.pdf in vehicle-documents, serves it through a signed link, deletes it', async () => {
    const me = await signUp(t.app);
    const car = (
      await t.app.inject({ method: 'POST', url: '/api/vehicles', headers: { cookie: me.cookie }, payload: { make: 'NSU', model: 'Ro 80', year: 1972 } })
    ).json().id;
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
