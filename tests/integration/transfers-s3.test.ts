import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../src/server/storage/s3-storage';
import { seedVehicle } from './support/seed-vehicle';
import { freePort } from './support/server-process';
import { createTestApp, signUp, type TestApp } from './support/test-app';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-transfer-s3-'));

/** A transfer with STORAGE_DRIVER=s3: files re-keyed by CopyObject under the new owner, the old ones deleted. */
describe('transfers on S3 storage', () => {
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

  it('moves every document and photo file under the new owner', async () => {
    const seller = await signUp(t.app);
    const buyer = await signUp(t.app);
    const car = await seedVehicle(t.app, seller, 4);
    const transfer = (await t.app.inject({ method: 'POST', url: `/api/vehicles/${car.vehicleId}/transfers`, headers: { cookie: seller.cookie }, payload: { toEmail: buyer.email } })).json();
    const done = await t.app.inject({ method: 'POST', url: '/api/rpc/complete_vehicle_transfer', headers: { cookie: buyer.cookie }, payload: { transfer_id: transfer.id } });
    expect(done.statusCode, done.body).toBe(200);
    for (const id of car.documentIds) {
      expect(await s3.exists(`${buyer.userId}/${id}.pdf`)).toBe(true);
      expect(await s3.exists(`${seller.userId}/${id}.pdf`)).toBe(false);
      const link = (await t.app.inject({ url: `/api/documents/${id}/link`, headers: { cookie: buyer.cookie } })).json().url;
      const file = await t.app.inject(link);
      expect(file.statusCode).toBe(200);
      expect(file.body.startsWith('%PDF')).toBe(true);
    }
    const vehicle = (await t.app.inject({ url: `/api/vehicles/${car.vehicleId}`, headers: { cookie: buyer.cookie } })).json();
    expect((await t.app.inject({ url: vehicle.photos[0].displayUrl, headers: { cookie: buyer.cookie } })).statusCode).toBe(200);
  });
});
