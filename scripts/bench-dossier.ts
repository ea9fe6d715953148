// npm run bench:dossier — the dossier budget: a vehicle with 200 documents (150 MB of files:
// 100 scans as JPEG, 100 PDFs with a scanned image each) becomes one PDF within 60 s, the
// server's memory (peak RSS) at most 500 MB. Seeds a data dir (PGlite, or --pg), then starts the
// built server in a process of its own (scripts/bench-server-process.ts) and asks it for the
// dossier as the vehicle's card does: the figure is the server's own high-water mark, its
// database thread and any child process included.
//   npm run bench:dossier [-- --docs 200 --mb 150 --lang de --keep OUT.pdf --pg]
// BENCH_DATA_DIR=DIR seeds DIR once and keeps it, so that repeated runs measure the same data.
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
import type { Dossier } from '../src/shared/dossier/dossier-api';
import { documentTypes } from '../src/shared/documents/document-types';
import { cookieFrom } from '../tests/integration/support/test-app';
import { buildServerBundle, loadAverage, mib, signIn, startServer, watchTree } from './bench-server-process';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const DOCS = Number(arg('docs', '200'));
const MB = Number(arg('mb', '150'));
const LANG = (process.env.BENCH_DOSSIER_LANG ?? arg('lang', 'de')) as 'en' | 'de';

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

/** Asks the built server for the dossier as the card does (a job), polls it like the card, downloads it when `keep`. */
async function run(dataDir: string, vehicleId: string, keep: string | null) {
  buildServerBundle();
  const port = Number(process.env.BENCH_PORT ?? 44_560);
  const server = await startServer({ DATA_DIR: dataDir, JOB_WORKERS: '1', AUTH_RATE_LIMIT: '100000', ...(PG_URL && { DATABASE_URL: PG_URL }) }, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const cookie = await signIn(base, 'bench@example.com', 'correct horse battery');
    const watch = watchTree(server.child.pid!);
    const baseline = watch.rssNow();
    const startupPeak = watch.hwmNow();
    const t0 = performance.now();
    const started = await fetch(`${base}/api/vehicles/${vehicleId}/dossiers`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({
        sections: ['facts', 'ownership', 'timeline', 'value', 'flags', 'stories', 'documents'],
        documentTypes: [...documentTypes],
        language: LANG,
      }),
    });
    if (started.status !== 202) throw new Error(`starting the dossier: ${started.status} ${await started.text()}`);
    let dossier: Dossier | null = null;
    for (;;) {
      await new Promise((r) => setTimeout(r, 250));
      dossier = ((await (await fetch(`${base}/api/vehicles/${vehicleId}/dossier`, { headers: { cookie } })).json()) as { dossier: Dossier | null }).dossier;
      if (process.env.BENCH_VERBOSE) console.error(`${dossier?.stage} ${dossier?.progress.done}/${dossier?.progress.total} rss ${mib(watch.rssNow())}`);
      if (!dossier || dossier.status === 'ready' || dossier.status === 'failed') break;
    }
    const seconds = (performance.now() - t0) / 1000;
    const peak = watch.peak();
    if (dossier?.status !== 'ready') throw new Error(`the dossier failed: ${dossier?.error}`);
    if (keep) {
      const res = await fetch(`${base}${dossier.downloadUrl}`, { headers: { cookie } });
      fs.writeFileSync(keep, Buffer.from(await res.arrayBuffer()));
    }
    return { seconds, peak, baseline, startupPeak, size: dossier.fileSize ?? 0, pages: dossier.pageCount ?? 0 };
  } finally {
    await server.stop();
  }
}

async function main() {
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ? path.resolve(kept) : fs.mkdtempSync(path.join(os.tmpdir(), 'patina-bench-dossier-'));
  const seeded = path.join(dataDir, 'bench-seed.json');
  const reuse = fs.existsSync(seeded);
  if (PG_URL && !reuse) {
    const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS patina_dossier_bench WITH (FORCE)');
    await admin.query('CREATE DATABASE patina_dossier_bench');
    await admin.end();
  }
  try {
    let s: { vehicleId: string; total: number };
    if (reuse) s = JSON.parse(fs.readFileSync(seeded, 'utf8')) as typeof s;
    else {
      console.log(`Seeding ${DOCS} documents (${MB} MB) … load ${loadAverage()}`);
      s = await seed(dataDir);
      fs.writeFileSync(seeded, JSON.stringify({ vehicleId: s.vehicleId, total: s.total, pg: Boolean(PG_URL) }));
    }
    console.log(`Seeded ${DOCS} documents, ${mib(s.total)} of files. The built server writes the dossier (${LANG}) as a job …`);
    const keep = arg('keep', '');
    const r = await run(dataDir, s.vehicleId, keep || null);
    console.log(`Dossier: ${r.pages} pages, ${mib(r.size)} file`);
    console.log(`Time: ${r.seconds.toFixed(1)} s from the request to the finished file (budget 60 s) ${r.seconds <= 60 ? 'ok' : 'OVER'}`);
    console.log(
      `Server peak RSS: ${mib(r.peak.server)} (budget 500 MB) ${r.peak.server <= 500 * 1024 * 1024 ? 'ok' : 'OVER'}; idle before the request ${mib(r.baseline)} (peak of start-up and sign-in ${mib(r.startupPeak)}); ` +
        `process tree ${r.peak.processes} process(es), ≤ ${mib(r.peak.tree)}`,
    );
    console.log(`Database: ${PG_URL ? 'PostgreSQL' : 'PGlite (embedded)'}; load average (1/5/15 min): ${loadAverage()}`);
  } finally {
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
