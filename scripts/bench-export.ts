// npm run bench:export [-- --pg] — the export of 10,000 documents (each with its own stored file), streamed.
// Budget (issue 19): streamed, memory ≤ 300 MB. The bench seeds a data dir (PGlite, or with --pg the
// PostgreSQL database patina_export_bench on 127.0.0.1), then starts the built server in a process of
// its own (scripts/bench-server-process.ts) and downloads the export over HTTP, counting and dropping
// the bytes. It prints the time, the server's peak RSS (the kernel's high-water mark of the whole
// process, its database thread included), an upper bound for its process tree, the archive's size
// and the load average. BENCH_DOCS changes the count. BENCH_DATA_DIR=DIR seeds DIR once and keeps
// it, so that repeated runs measure the same data (and skip a minute of seeding).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { buildServerBundle, loadAverage, mib, signIn, startServer, watchTree } from './bench-server-process';

const DOCS = Number(process.env.BENCH_DOCS ?? 10_000);
const PORT = Number(process.env.BENCH_PORT ?? 44_550);
const FILE_BYTES = 12 * 1024; // a one-page scan-free PDF is about this size
const PG_URL = process.argv.includes('--pg') ? 'postgres://postgres@127.0.0.1:5432/patina_export_bench' : null;
const BUDGET = 300 * 1024 * 1024;

async function seed(dataDir: string) {
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT: '1000',
      JOB_WORKERS: '0',
      ...(PG_URL && { DATABASE_URL: PG_URL }),
    }),
    logger: false,
    clientDir: path.join(dataDir, 'none'),
  });
  try {
    await app.ready();
    await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Bench', email: 'bench@example.com', password: 'correct horse battery' },
    });
    // Sign-up opens no session (it does not tell a new address from a registered one): sign in.
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'bench@example.com', password: 'correct horse battery' },
    });
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0];
    const userId = signedIn.json().user.id as string;
    const vehicleId = (
      await app.inject({ method: 'POST', url: '/api/vehicles', headers: { cookie }, payload: { make: 'Porsche', model: '911', year: 1973 } })
    ).json().id as string;

    const seedStart = Date.now();
    for (let start = 0; start < DOCS; start += 500) {
      const rows = [];
      for (let i = start; i < Math.min(DOCS, start + 500); i++) {
        const id = crypto.randomUUID();
        const body = Buffer.concat([Buffer.from(`%PDF-1.4 receipt ${i} `), crypto.randomBytes(FILE_BYTES)]);
        await app.storage.put(`${userId}/${id}.pdf`, body, 'application/pdf');
        rows.push(sql`(${id}, ${vehicleId}, ${userId}, ${`Receipt ${i}`}, 'receipt', 'Other', '2020-01-01', ${`r${i}.pdf`}, ${`${userId}/${id}.pdf`}, ${body.length},
          ${crypto.createHash('sha256').update(body).digest('hex')}, ${'Werkstatt Müller GmbH Rechnung Ölwechsel inkl. Filter. '.repeat(20)})`);
      }
      await app.db
        .execute(sql`insert into vehicle_documents_content (id, vehicle_id, user_id, title, document_type, document_category, date_created, file_name, file_url, file_size, file_hash, content_text)
        values ${sql.join(rows, sql`, `)}`);
    }
    console.log(`seeded ${DOCS} documents with files in ${((Date.now() - seedStart) / 1000).toFixed(1)} s — load average ${loadAverage()}`);
  } finally {
    await app.close();
  }
}

async function main() {
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ? path.resolve(kept) : fs.mkdtempSync(path.join(os.tmpdir(), 'patina-bench-export-'));
  const seeded = path.join(dataDir, 'bench-seed.json');
  const reuse = fs.existsSync(seeded);
  if (PG_URL && !reuse) {
    const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS patina_export_bench WITH (FORCE)');
    await admin.query('CREATE DATABASE patina_export_bench');
    await admin.end();
  }
  try {
    if (!reuse) {
      await seed(dataDir);
      fs.writeFileSync(seeded, JSON.stringify({ docs: DOCS, pg: Boolean(PG_URL) }));
    }
    buildServerBundle();
    const server = await startServer({ DATA_DIR: dataDir, JOB_WORKERS: '0', AUTH_RATE_LIMIT: '1000', ...(PG_URL && { DATABASE_URL: PG_URL }) }, PORT);
    try {
      const base = `http://127.0.0.1:${PORT}`;
      const cookie = await signIn(base, 'bench@example.com', 'correct horse battery');
      const watch = watchTree(server.child.pid!);
      const rssBefore = watch.rssNow();
      const hwmBefore = watch.hwmNow();
      const started = performance.now();
      const res = await fetch(`${base}/api/export`, { headers: { cookie } });
      if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
      let bytes = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
      const seconds = (performance.now() - started) / 1000;
      const peak = watch.peak();
      console.log(
        `export of ${DOCS} documents (${PG_URL ? 'PostgreSQL' : 'PGlite'}): ${seconds.toFixed(1)} s, ${mib(bytes)} archive; ` +
          `server peak RSS ${mib(peak.server)} ${peak.server <= BUDGET ? 'ok' : 'OVER'} (idle before the export ${mib(rssBefore)}, peak of start-up and sign-in ${mib(hwmBefore)}; budget 300 MB); ` +
          `process tree ${peak.processes} process(es), ≤ ${mib(peak.tree)} — load average ${loadAverage()}`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
