import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { seedVehicle } from './support/seed-vehicle';
import { startServer, type ServerProcess } from './support/server-process';
import { createThrowawayDatabase, signUp, type DbTarget } from './support/test-app';

/**
 * All or nothing: the server is killed (SIGKILL, no clean-up) at several moments of completing a
 * transfer. After a restart the vehicle belongs to exactly one of the two, and every one of its
 * files is readable by that owner; a transfer left pending completes on a second try.
 */
// On PGlite, the engine that dies with the killed server: its commit must have reached the disk or
// not at all. PostgreSQL outlives the kill in its own process, so its transaction is all or nothing
// by itself; this file's ~64 s there were the longest of the suite (a CI run has 20 minutes).
describe.each(['pglite'] as DbTarget[])('a transfer killed in the middle (%s, real server process)', (target) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-crash-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, AUTH_RATE_LIMIT: '1000' };
  let server: ServerProcess | undefined;
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>> | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves either the old owner or the new one with every file readable', { timeout: 480_000 }, async () => {
    if (target === 'postgres') {
      database = await createThrowawayDatabase();
      env.DATABASE_URL = database.url;
    }
    // Killed while the files are being copied (before the commit), and while the sender's old
    // copies are being deleted (after it): the moments a crash could leave files half moved.
    const moments = ['copying', 'deleting'] as const;
    const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, clientDir: path.join(dataDir, 'no-client'), logger: false });
    await app.ready();
    const seller = await signUp(app, { name: 'Seller' });
    const buyer = await signUp(app, { name: 'Buyer' });
    const cars = [];
    for (const _ of moments) {
      // Enough files that the copying and the deleting each outlast the moment the kill comes.
      const car = await seedVehicle(app, seller, 300);
      const started = await app.inject({
        method: 'POST',
        url: `/api/vehicles/${car.vehicleId}/transfers`,
        headers: { cookie: seller.cookie },
        payload: { toEmail: buyer.email },
      });
      cars.push({ ...car, transferId: started.json().id as string });
    }
    await app.close();

    const call = (method: string, url: string, who: { cookie: string }, body?: object) =>
      fetch(`${server!.url}${url}`, {
        method,
        headers: { cookie: who.cookie, ...(body && { 'content-type': 'application/json' }) },
        body: body && JSON.stringify(body),
      });
    const ownerOf = async (vehicleId: string) => {
      for (const who of [seller, buyer]) if ((await call('GET', `/api/vehicles/${vehicleId}`, who)).status === 200) return who;
      return null;
    };
    const readable = async (who: { cookie: string }, id: string) => {
      const link = await call('GET', `/api/documents/${id}/link`, who);
      const file = link.ok ? await fetch(`${server!.url}${((await link.json()) as { url: string }).url}`) : null;
      return Boolean(file?.ok);
    };
    // Sixteen at a time: 600 files one by one took most of this test's minute.
    const unreadable = async (who: { cookie: string }, ids: string[]) => {
      const bad: string[] = [];
      for (let i = 0; i < ids.length; i += 16) {
        const batch = ids.slice(i, i + 16);
        const ok = await Promise.all(batch.map((id) => readable(who, id)));
        bad.push(...batch.filter((_, j) => !ok[j]));
      }
      return bad;
    };

    const outcomes: string[] = [];
    const filesOf = (userId: string) => {
      const dir = path.join(dataDir, 'storage', 'vehicle-documents', userId);
      return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
    };
    for (const [i, moment] of moments.entries()) {
      const car = cars[i];
      server = await startServer(env);
      const [buyerFiles, sellerFiles] = [filesOf(buyer.userId), filesOf(seller.userId)];
      const completing = call('POST', '/api/rpc/complete_vehicle_transfer', buyer, { transfer_id: car.transferId }).catch(() => null);
      const reached = () => (moment === 'copying' ? filesOf(buyer.userId) > buyerFiles : filesOf(seller.userId) < sellerFiles);
      for (const until = Date.now() + 30_000; !reached() && Date.now() < until;) await new Promise((r) => setImmediate(r));
      await server.stop('SIGKILL');
      expect(reached(), `the kill came while ${moment}`).toBe(true);
      await completing;

      server = await startServer(env);
      const owner = await ownerOf(car.vehicleId);
      expect(owner, `after a kill while ${moment}`).not.toBeNull();
      outcomes.push(owner === buyer ? 'buyer' : 'seller');
      expect(await unreadable(owner!, car.documentIds), `unreadable after a kill while ${moment}`).toEqual([]);
      if (owner === seller) {
        // Nothing happened: the transfer is still pending and completes now.
        const again = await call('POST', '/api/rpc/complete_vehicle_transfer', buyer, { transfer_id: car.transferId });
        expect(again.status).toBe(200);
        expect(await ownerOf(car.vehicleId)).toBe(buyer);
        expect(await unreadable(buyer, car.documentIds)).toEqual([]);
      }
      await server.stop('SIGKILL');
      server = undefined;
    }
    // Before the commit nothing moved; after it everything had.
    expect(outcomes).toEqual(['seller', 'buyer']);
  });
});
