// npm run bench:dossier — the dossier budget: a vehicle with 200 documents (150 MB of files:
// 100 scans as JPEG, 100 PDFs with a scanned image each) becomes one PDF within 60 s, the
// process's memory (peak RSS) at most 500 MB. Seeds a PGlite data dir, then writes the dossier
// in a fresh child process so that its peak RSS is the dossier's alone.
//   npm run bench:dossier [-- --docs 200 --mb 150 --lang de --keep OUT.pdf]
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import pg from 'pg';
import sharp from 'sharp';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { vehicleDocuments } from '../src/server/db/schema';
import { collectDossier } from '../src/server/modules/dossier/collect-dossier';
import { writeDossierFile } from '../src/server/modules/dossier/write-dossier';
import { dossierOptionsSchema } from '../src/shared/dossier/dossier-api';
import { documentTypes } from '../src/shared/documents/document-types';
import { cookieFrom } from '../tests/integration/support/test-app';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const DOCS = Number(arg('docs', '200'));
const MB = Number(arg('mb', '150'));
const LANG = (process.env.BENCH_DOSSIER_LANG ?? arg('lang', 'de')) as 'en' | 'de';
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** `--pg`: PostgreSQL (database patina_dossier_bench on 127.0.0.1) instead of the embedded PGlite, whose WASM heap counts in the server's RSS. */
const PG_URL = process.argv.includes('--pg') ? 'postgres://postgres@127.0.0.1:5432/patina_dossier_bench' : null;

async function open(dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '100000', JOB_WORKERS: '0', ...(PG_URL && { DATABASE_URL: PG_URL }) });
  const app = await buildApp({ config, logger: false, clientDir: path.join(dataDir, 'no-client') });
  await app.ready();
  return app;
}

/** A photographed page: noise compresses badly, like paper grain, so the files really weigh what they say. */
async function noiseJpeg(bytes: number): Promise<Buffer> {
  const make = (w: number, h: number) => {
    const pixels = crypto.randomBytes(w * h * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = 190 + (pixels[i] % 64);
    return sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
  };
  const first = await make(600, 850);
  const scale = Math.sqrt(bytes / first.length);
  return make(Math.round(600 * scale), Math.round(850 * scale));
}

async function seed(dataDir: string) {
  const app = await open(dataDir);
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
  const cookie = cookieFrom(signIn);
  const userId = signIn.json().user.id as string;
  const vehicle = await app.inject({
    method: 'POST',
    url: '/api/vehicles',
    headers: { cookie },
    payload: {
      make: 'Porsche',
      model: '911 S 2.4 Targa',
      year: 1972,
      vin: 'WP0ZZZ91ZJS100123',
      matchingNumbers: true,
      purchaseDate: '2004-04-02',
      purchasePrice: 4_500_000,
      currency: 'EUR',
      odometer: 187_000,
      odometerUnit: 'km',
      conditionGrade: 2,
    },
  });
  const vehicleId = vehicle.json().id as string;
  const perFile = Math.round((MB * 1024 * 1024) / DOCS);
  // A handful of distinct scans; each file still gets its own bytes (and checksum) below.
  const scans = await Promise.all([0, 1, 2, 3].map(() => noiseJpeg(perFile * 0.97)));
  let total = 0;
  for (let i = 0; i < DOCS; i++) {
    const id = crypto.randomUUID();
    const day = new Date(Date.UTC(1975 + Math.floor((i * 50) / DOCS), (i * 7) % 12, 1 + (i % 27))).toISOString().slice(0, 10);
    const type = documentTypes[i % documentTypes.length];
    let body: Buffer;
    let fileName: string;
    if (i % 2 === 0) {
      body = Buffer.concat([scans[i % scans.length], crypto.randomBytes(16)]);
      fileName = `scan-${i + 1}.jpg`;
    } else {
      const doc = await PDFDocument.create();
      const helvetica = await doc.embedFont(StandardFonts.Helvetica);
      const image = await doc.embedJpg(scans[i % scans.length]);
      const page = doc.addPage([595, 842]);
      page.drawImage(image, { x: 40, y: 80, width: 515, height: 700 });
      page.drawText(`Rechnung ${i + 1} · ${id}`, { x: 40, y: 50, size: 11, font: helvetica });
      const second = doc.addPage([595, 842]);
      second.drawText(`Seite 2 – Positionen der Rechnung ${i + 1}`, { x: 40, y: 780, size: 11, font: helvetica });
      body = Buffer.from(await doc.save());
      fileName = `rechnung-${i + 1}.pdf`;
    }
    total += body.length;
    const key = `${userId}/${id}.${fileName.split('.').pop()}`;
    await app.storage.put(key, body, fileName.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg');
    await app.db.insert(vehicleDocuments).values({
      id,
      vehicleId,
      userId,
      title: `${type === 'service' ? 'Werkstattrechnung' : 'Beleg'} ${i + 1}`,
      documentType: type,
      dateCreated: day,
      fileName,
      fileUrl: key,
      fileSize: body.length,
      fileHash: crypto.createHash('sha256').update(body).digest('hex'),
      currency: 'EUR',
      totalCost: type === 'service' || type === 'receipt' ? 10_000 + i * 1_000 : null,
      serviceMileage: type === 'service' ? 20_000 + i * 800 : null,
      textStatus: 'read',
    });
  }
  await app.close();
  return { userId, vehicleId, total };
}

async function run(dataDir: string, userId: string, vehicleId: string, keep: string | null) {
  const app = await open(dataDir);
  const baseline = process.memoryUsage().rss;
  const t0 = performance.now();
  const options = dossierOptionsSchema.parse({
    sections: ['facts', 'ownership', 'timeline', 'value', 'flags', 'stories', 'documents'],
    documentTypes: [...documentTypes],
    language: LANG,
  });
  const content = await collectDossier(app.db, app.storage, userId, vehicleId, options, new Date());
  let phase = performance.now();
  const written = await writeDossierFile(
    content,
    async (stage, done, total) => {
      if (process.env.BENCH_VERBOSE && (done === total || done % 20 === 0))
        console.error(`${stage} ${done}/${total} ${((performance.now() - phase) / 1000).toFixed(1)} s rss ${mib(process.memoryUsage().rss)}`);
    },
    dataDir,
  );
  phase = 0;
  const seconds = (performance.now() - t0) / 1000;
  // resourceUsage().maxRSS is in kilobytes: the process's high-water mark, pages and files included.
  const peak = process.resourceUsage().maxRSS * 1024;
  if (keep) fs.copyFileSync(written.path, keep);
  console.log(JSON.stringify({ seconds, peak, baseline, size: written.size, pages: written.pages, load: load() }));
  await app.close();
}

async function main() {
  if (process.argv[2] === '--run') {
    await run(process.argv[3], process.argv[4], process.argv[5], process.argv[6] && process.argv[6] !== '--pg' ? process.argv[6] : null);
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-bench-dossier-'));
  if (PG_URL) {
    const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS patina_dossier_bench WITH (FORCE)');
    await admin.query('CREATE DATABASE patina_dossier_bench');
    await admin.end();
  }
  try {
    console.log(`Seeding ${DOCS} documents (${MB} MB) … load ${load()}`);
    const s = await seed(dataDir);
    console.log(`Seeded ${DOCS} documents, ${mib(s.total)} of files. Writing the dossier (${LANG}) in a fresh process …`);
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', import.meta.filename, '--run', dataDir, s.userId, s.vehicleId, arg('keep', ''), ...(PG_URL ? ['--pg'] : [])],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, BENCH_DOSSIER_LANG: LANG },
      },
    );
    const line = child.stdout.trim().split('\n').pop() ?? '';
    if (child.status !== 0 || !line.startsWith('{')) throw new Error(`the dossier run failed: ${child.stdout}`);
    const r = JSON.parse(line) as { seconds: number; peak: number; baseline: number; size: number; pages: number; load: string };
    console.log(`Dossier: ${r.pages} pages, ${mib(r.size)} file`);
    console.log(`Time: ${r.seconds.toFixed(1)} s (budget 60 s) ${r.seconds <= 60 ? 'ok' : 'OVER'}`);
    console.log(
      `Peak RSS: ${mib(r.peak)} (budget 500 MB) ${r.peak <= 500 * 1024 * 1024 ? 'ok' : 'OVER'}; the server alone (before the dossier): ${mib(r.baseline)}`,
    );
    console.log(`Database: ${PG_URL ? 'PostgreSQL' : 'PGlite (embedded)'}; load average (1/5/15 min): ${r.load}`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
