// The set-up every API benchmark shares: a fresh app on PGlite (temporary DATA_DIR) or on a
// throw-away PostgreSQL database, listening on a free port, with one signed-up user.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';

export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export type BenchTarget = 'pglite' | 'postgres';

export async function isPostgresReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_URL });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

async function adminQuery(text: string) {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

export async function startBenchApp(target: BenchTarget, name: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `patina-${name}-`));
  let databaseUrl: string | undefined;
  const dbName = `patina_${name.replace(/\W/g, '_')}_${process.pid}`;
  if (target === 'postgres') {
    await adminQuery(`DROP DATABASE IF EXISTS ${dbName}`);
    await adminQuery(`CREATE DATABASE ${dbName}`);
    const url = new URL(PG_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '1000', PORT: '0', ...(databaseUrl && { DATABASE_URL: databaseUrl }) });
  const app = await buildApp({ config, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: 'Bench', email: 'bench@example.com', password: 'benchmark!' },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const setCookie = signUp.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie : [String(setCookie)]).map((c) => c.split(';')[0]).join('; ');
  const userId = signUp.json().user.id as string;
  return {
    app,
    address,
    cookie,
    userId,
    async close() {
      await app.close();
      if (target === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
