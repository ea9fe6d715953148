import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { POOL_SIZE } from '../../src/server/db/client';
import { warmPool } from '../../src/server/db/warm-pool';
import { warmStatements } from '../../src/server/modules/warm-statements';
import { createThrowawayDatabase, dbTargets, signUp, type DbTarget } from './support/test-app';

/** A server built as main.ts builds it: with its pool warmed before it is ready. */
async function startWarm(target: DbTarget) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-warm-'));
  const pgDb = target === 'postgres' ? await createThrowawayDatabase() : undefined;
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '1000', ...(pgDb && { DATABASE_URL: pgDb.url }) });
  const app = await buildApp({ config, clientDir: path.join(dataDir, 'no-client'), logger: false, warmPool: true });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(dbTargets)('the pool warmed at start on %s', (target) => {
  let t: Awaited<ReturnType<typeof startWarm>>;
  beforeAll(async () => {
    t = await startWarm(target);
  });
  afterAll(() => t?.close());

  it.runIf(target === 'postgres')('has every connection open, each with every per-shape statement prepared, and keeps them when idle', async () => {
    const pool = (t.app.db as unknown as { $client: pg.Pool }).$client;
    expect(pool.totalCount).toBe(POOL_SIZE);
    // pg's default would close a connection after 10 s idle; one opened again is cold.
    expect(pool.options.min).toBe(POOL_SIZE);
    const named = warmStatements().flatMap((s) => (s.name ? [s.name] : []));
    expect(named.length).toBeGreaterThan(80); // 16 garage shapes, 64 library pages, rows by id twice
    // All checked out at once: each is a different connection.
    const clients = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
    try {
      expect(pool.totalCount).toBe(POOL_SIZE);
      for (const client of clients) {
        const { rows } = await client.query<{ name: string }>('select name from pg_prepared_statements');
        expect(rows.map((r) => r.name).sort()).toEqual([...named].sort());
      }
    } finally {
      for (const client of clients) client.release();
    }
  });

  it('answers as a server that was not warmed', async () => {
    const { cookie } = await signUp(t.app);
    const vehicle = await t.app.inject({ method: 'POST', url: '/api/vehicles', headers: { cookie }, payload: { make: 'Porsche', model: '911 T', year: 1971 } });
    expect(vehicle.statusCode).toBe(201);
    const garage = await t.app.inject({ url: '/api/vehicles?q=911&sort=name', headers: { cookie } });
    expect(garage.json().vehicles.map((v: { model: string }) => v.model)).toEqual(['911 T']);
    const library = await t.app.inject({ url: '/api/documents?type=service&sort=title', headers: { cookie } });
    expect(library.json()).toEqual({ documents: [], hasMore: false, nextOffset: null });
    const search = await t.app.inject({ url: '/api/documents?q=Vergaser', headers: { cookie } });
    expect(search.json()).toEqual({ documents: [], hasMore: false, nextOffset: null });
  });

  it.runIf(target === 'pglite')('opens nothing on PGlite: its one session is in the process', async () => {
    expect(await warmPool(t.app.db, warmStatements())).toBe(0);
  });
});
