import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config';
import { openDatabase, type Db } from '../db/client';
import * as schema from '../db/schema';
import { readOperatorFile, type OperatorFile } from '../backup/operator-token';

/** Whether the process that wrote the operator file still runs (then it owns the PGlite files). */
export function runningServer(dataDir: string): OperatorFile | null {
  const op = readOperatorFile(dataDir);
  if (!op) return null;
  try {
    process.kill(op.pid, 0);
    return op;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? op : null;
  }
}

/**
 * The database the backup and restore commands work on. PostgreSQL: a pool of their own (any
 * number of connections may read while the server runs). PGlite: opened here only when no
 * server holds it — the caller asks a running server instead.
 */
export async function openForCommand(config: Config, opts: { migrate: boolean }): Promise<{ db: Db; close(): Promise<void> }> {
  if (config.DATABASE_URL && !opts.migrate) {
    const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 2 });
    return { db: drizzle(pool, { schema }), close: () => pool.end() };
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  return { db: database.db, close: () => database.close() };
}
