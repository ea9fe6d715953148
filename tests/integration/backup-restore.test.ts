import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanceTables, rowsAsJson } from '../../src/server/backup/instance-tables';
import { restoreBackup } from '../../src/server/backup/restore-backup';
import { writeBackup } from '../../src/server/backup/write-backup';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database, type Db } from '../../src/server/db/client';
import { createStorage } from '../../src/server/storage/create-storage';
import { seedVehicle } from './support/seed-vehicle';
import { createTestApp, createThrowawayDatabase, dbTargets, signUp, type TestApp } from './support/test-app';

async function dump(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const t of await instanceTables(db)) out[t.name] = await rowsAsJson(db, t, 0, 1_000_000);
  return out;
}

/** Every file under a directory, by relative path, with its bytes. */
function filesUnder(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  if (!fs.existsSync(dir)) return out;
  for (const f of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const full = path.join(dir, f);
    if (fs.statSync(full).isFile()) out.set(f, fs.readFileSync(full));
  }
  return out;
}

describe.each(dbTargets)('backup and restore of the whole instance (%s)', (target) => {
  let t: TestApp;
  let work: string;
  const targets: { database: Database; drop?: () => Promise<void>; dir: string }[] = [];

  /** A new, empty instance: a new data dir and, on PostgreSQL, a new database; migrated. */
  async function newInstance() {
    const dir = fs.mkdtempSync(path.join(work, 'target-'));
    const pgDb = target === 'postgres' ? await createThrowawayDatabase() : undefined;
    const config = loadConfig({ DATA_DIR: dir, ...(pgDb && { DATABASE_URL: pgDb.url }) });
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: dir });
    const entry = { database, drop: pgDb?.drop, dir, storage: await createStorage(config) };
    targets.push(entry);
    return entry;
  }

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-backup-'));
    t = await createTestApp(target);
    const owner = await signUp(t.app);
    await seedVehicle(t.app, owner, 3);
    await t.app.inject({
      method: 'POST',
      url: '/api/wishlist',
      headers: { cookie: owner.cookie },
      payload: { make: 'Lancia', model: 'Fulvia', budget: 2_500_000 },
    });
    // The upload's text-reading job changes its row: let it finish, so that the instance compared
    // after the restore is the one the backup saw.
    for (let i = 0; i < 300; i++) {
      const res = await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from jobs where status in ('queued', 'running') and run_at <= now()`);
      if (res.rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  afterAll(async () => {
    for (const x of targets) {
      await x.database.close();
      await x.drop?.();
    }
    await t?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('backs up while the server runs, restores into a new data dir: every row and every file byte for byte', async () => {
    const file = path.join(work, 'backup.zip');
    // The running server's hourly jobs may change a row while the backup is written: the restore
    // must equal the instance as it was just before or just after it.
    const live = [await dump(t.app.db)];
    const manifest = await writeBackup(t.app.db, t.app.storage, fs.createWriteStream(file), { dataDir: t.dataDir });
    live.push(await dump(t.app.db));
    expect(manifest.tables['public.vehicle_documents_content']).toBe(3);
    expect(manifest.vanished).toEqual([]);

    const restored = await newInstance();
    await restoreBackup(restored.database.db, restored.storage, file, { dataDir: restored.dir });
    expect(live).toContainEqual(await dump(restored.database.db));
    const before = filesUnder(path.join(t.dataDir, 'storage'));
    const after = filesUnder(path.join(restored.dir, 'storage'));
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [name, body] of before) expect(Buffer.compare(after.get(name)!, body), name).toBe(0);
    expect(fs.readFileSync(path.join(restored.dir, 'auth-secret'))).toEqual(fs.readFileSync(path.join(t.dataDir, 'auth-secret')));

    // A target that holds data is refused; --force replaces what it holds.
    await expect(restoreBackup(restored.database.db, restored.storage, file)).rejects.toThrow(/not empty.*--force/);
    await restoreBackup(restored.database.db, restored.storage, file, { force: true });
    expect(live).toContainEqual(await dump(restored.database.db));
  });

  it('the running server hands its backup to the operator token only', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/operator/backup' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/operator/backup', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    const live = [await dump(t.app.db)];
    const res = await t.app.inject({ method: 'POST', url: '/api/operator/backup', headers: { authorization: `Bearer ${t.app.operatorToken}` } });
    live.push(await dump(t.app.db));
    expect(res.statusCode).toBe(200);
    const file = path.join(work, 'from-server.zip');
    fs.writeFileSync(file, res.rawPayload);
    const restored = await newInstance();
    await restoreBackup(restored.database.db, restored.storage, file);
    expect(live).toContainEqual(await dump(restored.database.db));
  });
});
