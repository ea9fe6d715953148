import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { user } from '../../../src/server/db/schema';
import { waitForConfirmationPath } from './outbox';

export type DbTarget = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const dbTargets: DbTarget[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * One target, PostgreSQL when there is one: for the few long tests whose subject is the server's own
 * rules over many requests (the authorization matrix), not how a database engine keeps or answers
 * them. Every other file runs on both, so both engines answer the same statements elsewhere.
 */
export const oneDbTarget: DbTarget = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

/** A throw-away PostgreSQL database on the server of TEST_DATABASE_URL, dropped on close. */
export async function createThrowawayDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  // TEST_DATABASE_PREFIX keeps a runner's throw-away databases among its own on a shared server.
  const name = `${process.env.TEST_DATABASE_PREFIX ?? 'patina_t'}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestApp(
  target: DbTarget = 'pglite',
  env: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void,
  onRoute?: BuildAppOptions['onRoute'],
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-test-'));
  const pgDb = target === 'postgres' ? await createThrowawayDatabase() : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '1000',
    ...(pgDb && { DATABASE_URL: pgDb.url }),
    ...env,
  });
  const app = await buildApp({ config, clientDir: path.join(dataDir, 'no-client'), logger: false, onRoute });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The cookie header a browser would send back after this response. */
export function cookieFrom(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.map((c: string) => c.split(';')[0]).join('; ');
}

let counter = 0;
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/**
 * Signs up, confirms through the link in the outbox, then signs in. Sign-up answers every address
 * alike with no session; a new account opens through its mailed link (decision 021), except the
 * first of an empty instance without SMTP, which opens at once.
 */
export async function signUp(app: FastifyInstance, opts: { email?: string; password?: string; name?: string } = {}) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'correct horse battery';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: opts.name ?? 'Test Owner', email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  // Asking the database (not a sign-in that fails) spares a password hash per user on a loaded machine.
  const [account] = await app.db.select({ confirmed: user.emailVerified }).from(user).where(eq(user.email, email.toLowerCase()));
  if (account && !account.confirmed) {
    const confirm = await app.inject({ url: await waitForConfirmationPath(app.config.dataDir, email) });
    if (confirm.statusCode !== 302) throw new Error(`confirmation failed: ${confirm.statusCode} ${confirm.body}`);
  }
  const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
  if (signIn.statusCode !== 200) throw new Error(`sign-in after sign-up failed: ${signIn.statusCode} ${signIn.body}`);
  return { email, password, cookie: cookieFrom(signIn), userId: signIn.json().user.id as string };
}
