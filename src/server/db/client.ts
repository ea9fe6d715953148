import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Db = ReturnType<typeof drizzlePg<typeof schema>>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

/** Connections to PostgreSQL per server process. */
export const POOL_SIZE = 20;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The test suite opens a hundred empty PGlite databases, and PostgreSQL's initdb in WASM costs
 * seconds each (most of a test file's set-up). So the suite's global set-up makes one migrated
 * database and names it in PATINA_PGLITE_TEMPLATE; an empty data dir starts as a copy of it. The
 * copy is exactly what initdb and the migrations would leave; migrations still run (and find
 * nothing to do). Unset in production: a new instance runs initdb once.
 */
function startFromTemplate(dir: string) {
  const template = process.env.PATINA_PGLITE_TEMPLATE;
  if (template && fs.existsSync(path.join(template, 'PG_VERSION')) && fs.readdirSync(dir).length === 0) {
    fs.cpSync(template, dir, { recursive: true });
  }
}

/**
 * Opens the database and applies the committed migrations. PGlite (PostgreSQL in WASM) in
 * `dataDir/db` unless a PostgreSQL URL is given; both speak the same SQL, so the rest of the
 * server never asks which one it has.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    // Connections are kept open once opened (min = max): one closed after 10 s idle (pg's default)
    // was opened again cold by the next burst of requests — its first statements planned with empty
    // catalogue caches, tens of milliseconds each (warm-pool.ts, decision 027).
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: POOL_SIZE, min: POOL_SIZE });
    // An idle connection closed by the server (a restart, a terminated backend) is replaced on the
    // next query; left unhandled, the pool's error event would end the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dir = path.join(opts.dataDir, 'db');
  fs.mkdirSync(dir, { recursive: true });
  startFromTemplate(dir);
  // On its own thread (see pglite-thread.ts); drizzle's PGlite driver talks to it as to PGlite.
  const client = await PgliteThread.open(dir);
  const db = drizzlePglite(client as never, { schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close(); // a live thread would keep the process running
    throw error;
  }
  // PGlite's drizzle type differs only nominally from node-postgres'; the query API is the same.
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
