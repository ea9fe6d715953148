import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedVehicle } from './support/seed-vehicle';
import { startS3TestApp, type S3TestApp } from './support/s3-test-app';
import { signUp, type TestApp } from './support/test-app';

/** A transfer with STORAGE_DRIVER=s3: files re-keyed by CopyObject under the new owner, the old ones deleted. */
describe('transfers on S3 storage', () => {
  let env: S3TestApp;
  let t: TestApp;
  let s3: S3TestApp['s3'];

  beforeAll(async () => {
    env = await startS3TestApp('transfer');
    ({ t, s3 } = env);
  });
  afterAll(() => env?.close());

  it('moves every document and photo file under the new owner', async () => {
    const seller = await signUp(t.app);
    const buyer = await signUp(t.app);
    const car = await seedVehicle(t.app, seller, 4);
    const transfer = (
      await t.app.inject({
        method: 'POST',
        url: `/api/vehicles/${car.vehicleId}/transfers`,
        headers: { cookie: seller.cookie },
        payload: { toEmail: buyer.email },
      })
    ).json();
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/rpc/complete_vehicle_transfer',
      headers: { cookie: buyer.cookie },
      payload: { transfer_id: transfer.id },
    });
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
