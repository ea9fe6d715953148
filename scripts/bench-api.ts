// npm run bench:api — GET /api/vehicles with 200 vehicles in one garage, 50 connections, 10 s,
// on PGlite and (when reachable) on PostgreSQL. Budget: p99 ≤ 30 ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function bench(target: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-bench-api-'));
  let dropDb: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (target === 'postgres') {
    const name = `patina_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
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
  for (let i = 0; i < 200; i++) {
    await app.inject({
      method: 'POST',
      url: '/api/vehicles',
      headers: { cookie },
      payload: { make: ['Porsche', 'Jaguar', 'Alfa Romeo', 'Mercedes-Benz'][i % 4], model: `Model ${i}`, year: 1950 + (i % 60), vin: `CH${100000 + i}`, estimatedValue: 1_000_000 + i * 1000, odometer: i * 100 },
    });
  }
  const url = `${address}/api/vehicles`;
  const check = await fetch(url, { headers: { cookie } });
  const count = ((await check.json()) as { vehicles: unknown[] }).vehicles.length;
  await autocannon({ url, connections: 10, duration: 2, headers: { cookie } }); // warm-up
  const r = await autocannon({ url, connections: 50, duration: 10, headers: { cookie } });
  console.log(
    `${target.padEnd(8)} GET /api/vehicles (${count} vehicles): p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.requests.average.toFixed(0)} req/s, errors ${r.errors + r.non2xx} (budget p99 ≤ 30 ms)`,
  );
  await new Promise((r) => setTimeout(r, 1000)); // let autocannon's last requests finish
  await app.close();
  await dropDb?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await bench('pglite');
try {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  await c.end();
  await bench('postgres');
} catch (error) {
  console.log(`postgres: skipped (${(error as Error).message})`);
}
