// npm run bench:web — the foundation's budgets: initial JS for `/` (≤ 100 KB gzip, as Chromium fetches it), start-up with
// an existing data directory (≤ 3 s to healthy), /api/health throughput (≥ 5,000 req/s, 10 s).
// `npm run bench:web -- --js` measures only the initial JS; BENCH_NO_BUILD=1 uses the build in dist/.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { freePort } from '../tests/integration/support/server-process';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist/client');

/**
 * The JavaScript Chromium actually fetches for `/` before its first contentful paint: the entry,
 * every modulepreload and every chunk a script asked for by then — read from the page's own
 * resource timing, not guessed from the build manifest (which left preloads out). Each file is
 * counted by its gzip size (level 9, as served precompressed). Also: what it fetched until the
 * landing screen was complete (network idle), for comparison.
 */
async function initialJsGzip(port: number): Promise<{ bytes: number; files: string[]; fcp: number; laterBytes: number; laterFiles: string[] }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    // A first visit: no service worker, no HTTP cache.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const seen = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime;
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((r) => new URL(r.name).pathname.endsWith('.js'))
        .map((r) => ({ path: new URL(r.name).pathname, start: r.startTime }));
      return { fcp, scripts };
    });
    const size = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length;
    const before = seen.scripts.filter((s) => s.start < seen.fcp).map((s) => s.path);
    const after = seen.scripts.filter((s) => s.start >= seen.fcp).map((s) => s.path);
    const sum = (files: string[]) => files.reduce((total, f) => total + size(f), 0);
    return { bytes: sum(before), files: before, fcp: seen.fcp, laterBytes: sum(after), laterFiles: after };
  } finally {
    await browser.close();
  }
}

async function timeToHealthy(dataDir: string, port: number): Promise<{ ms: number; stop: () => Promise<void> }> {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (child.exitCode !== null) throw new Error('server exited during start');
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - started;
  return { ms, stop: () => new Promise((r) => (child.once('exit', () => r()), child.kill('SIGTERM'))) };
}

async function main() {
  if (!process.env.BENCH_NO_BUILD) spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-bench-web-'));
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const first = await timeToHealthy(dataDir, port); // creates the data directory
  const js = await initialJsGzip(port);
  console.log(
    `initial JS for /: ${(js.bytes / 1024).toFixed(1)} KiB gzip (${js.bytes} bytes in ${js.files.length} files fetched before the first contentful paint at ${js.fcp.toFixed(0)} ms; budget 100 KB) — load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const f of js.files) console.log(`  ${f}`);
  console.log(`  after the first paint, until the network was idle: ${(js.laterBytes / 1024).toFixed(1)} KiB gzip in ${js.laterFiles.length} files`);
  await first.stop();
  if (process.argv.includes('--js')) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    return;
  }
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const run = await timeToHealthy(dataDir, port);
    times.push(run.ms);
    if (i < 2) await run.stop();
    else {
      const result = await autocannon({ url: `http://127.0.0.1:${port}/api/health`, connections: 50, duration: 10, pipelining: 1 });
      console.log(
        `start with existing data dir → healthy: median ${times.sort((a, b) => a - b)[1].toFixed(0)} ms (runs: ${times.map((t) => t.toFixed(0)).join(', ')}; budget 3000 ms)`,
      );
      console.log(
        `/api/health: ${result.requests.average.toFixed(0)} req/s average over 10 s, 50 connections, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx} (budget 5000 req/s)`,
      );
      await run.stop();
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
