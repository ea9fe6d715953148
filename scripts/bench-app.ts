// The set-up every API benchmark shares: the production server (`scripts/start.mjs`, which builds
// what is stale) in its own process, as `npm start` runs it, on PGlite (temporary DATA_DIR) or on a
// throw-away PostgreSQL database, with one signed-up user. The load comes from this process: a
// load generator inside the server's process would take the server's own thread.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '../src/server/db/client';
import { freePort } from '../tests/integration/support/server-process';

export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export type BenchTarget = 'pglite' | 'postgres';
const root = path.resolve(import.meta.dirname, '..');

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

/** BENCH_CPU_PROF=dir writes the server's CPU profile there when it stops. */
function spawnServer(env: Record<string, string>): ChildProcess {
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function waitHealthy(address: string, child: ChildProcess) {
  const deadline = Date.now() + 180_000; // the first start may build the web app and the server
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${address}/api/health`)).ok) return;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline) throw new Error('the server did not become healthy');
    await new Promise((r) => setTimeout(r, 50));
  }
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function startBenchServer(target: BenchTarget, name: string, opts: { port?: number } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `patina-${name}-`));
  let databaseUrl: string | undefined;
  // BENCH_DB_PREFIX keeps a benchmark's database among its runner's own (a shared server has several).
  const dbName = `${process.env.BENCH_DB_PREFIX ?? 'patina'}_${name.replace(/\W/g, '_')}_${process.pid}`;
  if (target === 'postgres') {
    await adminQuery(`DROP DATABASE IF EXISTS ${dbName}`);
    await adminQuery(`CREATE DATABASE ${dbName}`);
    const url = new URL(PG_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const port = opts.port ?? (await freePort());
  const address = `http://127.0.0.1:${port}`;
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '100000',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: address,
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  };
  let child = spawnServer(env);
  // A benchmark that fails half-way must not leave its server running.
  process.once('exit', () => child.kill('SIGKILL'));
  await waitHealthy(address, child);

  const signUp = await fetch(`${address}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: address },
    body: JSON.stringify({ name: 'Bench', email: 'bench@example.com', password: 'a long enough password' }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const signIn = await fetch(`${address}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: address },
    body: JSON.stringify({ email: 'bench@example.com', password: 'a long enough password' }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const userId = ((await signIn.json()) as { user: { id: string } }).user.id;

  const api = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const isForm = body instanceof FormData;
    const res = await fetch(`${address}${url}`, {
      method,
      headers: { cookie, origin: address, ...(body !== undefined && !isForm && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  return {
    address,
    databaseUrl,
    cookie,
    userId,
    api,
    /**
     * Direct database work (seeding, EXPLAIN). PGlite has one owner: the server is stopped
     * meanwhile and started again after, on the same port and data.
     */
    async withDatabase<T>(fn: (db: Db) => Promise<T>): Promise<T> {
      if (target === 'postgres') {
        const database = await openDatabase({ databaseUrl, dataDir });
        try {
          return await fn(database.db);
        } finally {
          await database.close();
        }
      }
      await stopServer(child);
      const database = await openDatabase({ dataDir });
      try {
        return await fn(database.db);
      } finally {
        await database.close();
        child = spawnServer(env);
        await waitHealthy(address, child);
      }
    },
    async close() {
      await stopServer(child);
      if (target === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Serial requests, one at a time over one kept-alive connection: what one answer costs. */
export async function serialCost(url: string, headers: Record<string, string>, n = 200): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<void>((resolve, reject) => {
      http.get(url, { agent, headers }, (res) => res.resume().on('end', resolve)).on('error', reject);
    });
  for (let i = 0; i < 10; i++) await get();
  const started = performance.now();
  for (let i = 0; i < n; i++) await get();
  agent.destroy();
  return (performance.now() - started) / n;
}

/** What a browser sends along: the session cookie, and an offer of compressed answers. */
export const browserHeaders = (cookie: string) => ({ cookie, 'accept-encoding': 'gzip, deflate, br, zstd' });

/**
 * The same load from wrk (C; Debian's package `wrk`), when it is installed. On two cores the load
 * generator competes with the server: autocannon's JavaScript takes a core of its own at a few
 * thousand requests a second, so its latencies include its own queueing; wrk's say more about the
 * server. Both are printed; null when wrk is missing.
 */
export function wrkLoad(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds = 10,
): { p50: number; p99: number; rps: number; errors: number } | null {
  if (spawnSync('wrk', ['--version']).error) return null;
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
  const out = spawnSync('wrk', args, { encoding: 'utf8' }).stdout;
  const ms = (percent: string) => {
    const m = out.match(new RegExp(`\\s${percent}%\\s+([\\d.]+)(us|ms|s)`));
    if (!m) return Number.NaN;
    return Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1);
  };
  const errors =
    Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0) +
    (out
      .match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/)
      ?.slice(1)
      .reduce((a, b) => a + Number(b), 0) ?? 0);
  return { p50: ms('50'), p99: ms('99'), rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? Number.NaN), errors };
}

/**
 * wrk asking `paths` in turn, starting at `start` (a Lua script reads them from a file), for
 * `seconds`: every request a different query. Latencies from wrk's own histogram (exact, in µs).
 * Null when wrk is missing.
 */
export function wrkPaths(
  address: string,
  headers: Record<string, string>,
  paths: string[],
  start: number,
  connections: number,
  seconds: number,
): { requests: number; rps: number; p50: number; p99: number; errors: number } | null {
  if (spawnSync('wrk', ['--version']).error) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-wrk-'));
  try {
    fs.writeFileSync(path.join(dir, 'paths.txt'), paths.join('\n'));
    fs.writeFileSync(
      path.join(dir, 'paths.lua'),
      `local paths = {}
for line in io.lines(${JSON.stringify(path.join(dir, 'paths.txt'))}) do paths[#paths + 1] = line end
local n = ${start}
request = function()
  n = n + 1
  return wrk.format("GET", paths[(n - 1) % #paths + 1])
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT %d %d %d %d %d\\n", summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout + e.status))
end
`,
    );
    const args = [
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      '-s',
      path.join(dir, 'paths.lua'),
      ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
      address,
    ];
    const out = spawnSync('wrk', args, { encoding: 'utf8' }).stdout;
    const m = out.match(/RESULT (\d+) (\d+) (\d+) (\d+) (\d+)/);
    if (!m) throw new Error(`wrk said: ${out}`);
    const [requests, durationUs, p50, p99, errors] = m.slice(1).map(Number);
    return { requests, rps: requests / (durationUs / 1e6), p50: p50 / 1000, p99: p99 / 1000, errors };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
