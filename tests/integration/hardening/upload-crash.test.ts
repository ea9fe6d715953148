import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/client';
import { createPdf } from '../support/make-pdf';
import { multipart } from '../support/multipart';
import { startServer, type ServerProcess } from '../support/server-process';
import { createThrowawayDatabase, type DbTarget } from '../support/test-app';

function filesUnder(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]));
}

/**
 * Decision 013: the real server killed (SIGKILL) while 50 uploads are under way. After a restart
 * no stored file is without its row, no row without its file, and every upload answered 201 is there.
 */
// On PGlite, the engine that dies with the killed server (as in transfer-crash.test.ts): PostgreSQL
// outlives the kill in its own process and rolls back what was not committed by itself, and the
// files' side is the same code on either engine. Its run here was the suite's second longest.
describe.each(['pglite'] as DbTarget[])('uploads killed in the middle on %s (real server process)', (target) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-upload-crash-'));
  let server: ServerProcess | undefined;
  let pgDb: Awaited<ReturnType<typeof createThrowawayDatabase>> | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no orphan file, no row without its file and loses no confirmed upload', { timeout: 300_000 }, async () => {
    if (target === 'postgres') pgDb = await createThrowawayDatabase();
    // Age 0: at the restart every announced file is due, so the start-up sweep decides them all.
    const env = { DATA_DIR: dataDir, AUTH_RATE_LIMIT: '1000', ORPHAN_FILE_AGE_MS: '0', JOB_WORKERS: '0', ...(pgDb && { DATABASE_URL: pgDb.url }) };
    server = await startServer(env);
    const base = server.url;
    // Node's fetch says it is a browser's (Sec-Fetch-Mode): better-auth then wants the Origin a browser would send.
    const authHeaders = { 'content-type': 'application/json', origin: base };
    const account = { name: 'Crash', email: `crash-${crypto.randomUUID()}@example.com`, password: 'correct horse battery' };
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, { method: 'POST', headers: authHeaders, body: JSON.stringify(account) });
    expect(signUp.status).toBe(200);
    // Sign-up opens no session (it does not tell a new address from a registered one): sign in.
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: authHeaders,
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const userId = ((await signIn.json()) as { user: { id: string } }).user.id;
    const vehicle = await fetch(`${base}/api/vehicles`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ make: 'Lancia', model: 'Fulvia', year: 1968 }),
    });
    const vehicleId = ((await vehicle.json()) as { id: string }).id;

    const confirmed: string[] = [];
    const uploads = Array.from({ length: 50 }, async (_, i) => {
      const text = `Invoice ${i} ${crypto.randomUUID()} `.repeat(20);
      const form = multipart([
        { name: 'vehicleId', data: vehicleId },
        { name: 'record', data: JSON.stringify({ title: `Invoice ${i}`, documentType: 'service' }) },
        { name: 'text', data: text },
        { name: 'file', filename: `invoice-${i}.pdf`, contentType: 'application/pdf', data: Buffer.concat([createPdf([text]), crypto.randomBytes(200_000)]) },
      ]);
      try {
        const res = await fetch(`${base}/api/documents`, { method: 'POST', headers: { cookie, ...form.headers }, body: new Uint8Array(form.payload) });
        if (res.status === 201) confirmed.push(((await res.json()) as { id: string }).id);
      } catch {
        /* cut off by the kill */
      }
    });
    // Killed once some uploads are answered and others are still on their way.
    for (const until = Date.now() + 30_000; confirmed.length < 12 && Date.now() < until;) await new Promise((r) => setTimeout(r, 5));
    await server.stop('SIGKILL');
    await Promise.all(uploads);
    const storageDir = path.join(dataDir, 'storage', 'vehicle-documents');
    const filesAtKill = filesUnder(storageDir).length;

    server = await startServer(env);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    await server.stop('SIGTERM');
    server = undefined;

    const database = await openDatabase({ databaseUrl: pgDb?.url, dataDir });
    const rows = (
      await database.db.execute<{ id: string; file_url: string }>(sql`select id, file_url from vehicle_documents_content where user_id = ${userId}`)
    ).rows;
    const pending = (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from pending_files`)).rows[0].n;
    await database.close();
    const files = filesUnder(storageDir);
    const keys = new Set(rows.map((r) => r.file_url));
    const orphans = files.filter((f) => !keys.has(f));
    const missing = rows.filter((r) => !files.includes(r.file_url));
    const lost = confirmed.filter((id) => !rows.some((r) => r.id === id));
    console.log(`${target}: ${confirmed.length} confirmed, ${filesAtKill} files at the kill, ${rows.length} rows and ${files.length} files after the restart`);
    expect(confirmed.length).toBeGreaterThanOrEqual(12);
    expect(orphans).toEqual([]);
    expect(missing).toEqual([]);
    expect(lost).toEqual([]);
    expect(pending).toBe(0);
  });
});
