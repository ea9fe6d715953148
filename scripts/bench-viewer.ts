// npm run bench:viewer — SPEC budget: the first page of a 20-page PDF visible ≤ 800 ms after the
// document drawer is opened. Runs the production build (built by `npm start` when stale) in its
// own process and Chromium; the time is from the click on the document to pdf.js's first
// "pagerendered" of page 1 (the viewer's `patina:first-page` mark).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createPdf } from '../tests/integration/support/make-pdf';
import { freePort } from '../tests/integration/support/server-process';

const root = path.resolve(import.meta.dirname, '..');
const WARM_RUNS = 5;

/** A 20-page service history: several lines of text per page, as a scanned-and-OCRed file would have. */
function twentyPagePdf(): Buffer {
  return createPdf(
    Array.from({ length: 20 }, (_, i) => `Werkstattrechnung ${2024 - i} - Seite ${i + 1} von 20 - Ventilspiel eingestellt, Oelwechsel inkl. Filter`),
  );
}

async function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      AUTH_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 300_000; // a stale build is rebuilt first
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (child.exitCode !== null) throw new Error('server exited during start');
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return () => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM'))));
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-bench-viewer-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const stop = await startServer(dataDir, port);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const headers = { origin: base };
    const email = `bench-${Date.now()}@example.com`;
    await page.request.post('/api/auth/sign-up/email', { data: { name: 'Bench', email, password: 'a long enough password' }, headers });
    await page.request.post('/api/auth/sign-in/email', { data: { email, password: 'a long enough password' }, headers });
    const car = await (await page.request.post('/api/vehicles', { data: { make: 'BMW', model: '2002', year: 1973 }, headers })).json();
    const pdf = twentyPagePdf();
    const doc = await (
      await page.request.post('/api/documents', {
        headers,
        multipart: {
          vehicleId: car.id,
          record: JSON.stringify({ documentType: 'service', title: 'Service history, 20 pages' }),
          file: { name: 'history.pdf', mimeType: 'application/pdf', buffer: pdf },
        },
      })
    ).json();

    await page.goto('/documents');
    const row = page.getByRole('button', { name: /Service history, 20 pages/ }).first();
    await row.waitFor();
    const open = async () => {
      const clicked = await row.evaluate((el) => {
        performance.clearMarks('patina:first-page');
        const t0 = performance.now();
        (el as HTMLElement).click();
        return t0;
      });
      await page.waitForFunction(() => performance.getEntriesByName('patina:first-page').length > 0, null, { timeout: 30_000 });
      const shown = await page.evaluate(() => performance.getEntriesByName('patina:first-page')[0].startTime);
      const pages = await page.locator('[data-testid="annotator"] .page').count();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      return { ms: shown - clicked, pages };
    };
    const cold = await open();
    if (process.env.BENCH_DEBUG) {
      const entries = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => `${e.startTime.toFixed(0)}→${(e.startTime + e.duration).toFixed(0)} ${e.name.replace(/^.*\/\/[^/]+/, '').slice(0, 80)}`),
      );
      console.log(entries.slice(-20).join('\n'));
    }
    const warm: number[] = [];
    for (let i = 0; i < WARM_RUNS; i += 1) warm.push((await open()).ms);
    warm.sort((a, b) => a - b);
    console.log(`document ${doc.id}: ${cold.pages} pages, ${(pdf.length / 1024).toFixed(1)} KiB`);
    console.log(
      `first page visible after opening the drawer: first open ${cold.ms.toFixed(0)} ms (viewer code loaded on demand); again: median ${warm[Math.floor(WARM_RUNS / 2)].toFixed(0)} ms (runs: ${warm.map((t) => t.toFixed(0)).join(', ')}); budget 800 ms`,
    );
  } finally {
    await browser.close();
    await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
