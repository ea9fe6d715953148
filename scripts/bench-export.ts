// npm run bench:export — the export of 10,000 documents (each with its own stored file), streamed.
// Budget (issue 19): streamed, memory ≤ 300 MB. Prints the time, the server process's peak RSS
// (sampled every 50 ms while the archive flows), the archive's size and the load average.
// The server runs in this process (PGlite, temporary DATA_DIR) and the download is counted and
// dropped, so the peak is the server's own plus a small client. BENCH_DOCS changes the count.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';

const DOCS = Number(process.env.BENCH_DOCS ?? 10_000);
const PORT = Number(process.env.BENCH_PORT ?? 44_550);
const FILE_BYTES = 12 * 1024; // a one-page scan-free PDF is about this size

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-bench-export-'));
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '1000', JOB_WORKERS: '0' }),
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
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'bench@example.com', password: 'correct horse battery' },
    });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0];
    const userId = signIn.json().user.id as string;
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
    console.log(`seeded ${DOCS} documents with files in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

    await app.listen({ port: PORT, host: '127.0.0.1' });
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${PORT}/api/export`, { headers: { cookie } });
    if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
    let bytes = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
    console.log(
      `export of ${DOCS} documents: ${seconds.toFixed(1)} s, ${mb(bytes)} MB archive, peak RSS ${mb(peak)} MB (before ${mb(rssBefore)} MB; budget 300 MB) — load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
