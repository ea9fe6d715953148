// npm run bench:web — the foundation's budgets: initial JS for `/` (≤ 120 KB gzip), start-up with
// an existing data directory (≤ 3 s to healthy), /api/health throughput (≥ 5,000 req/s, 10 s).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { freePort } from '../tests/integration/support/server-process';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist/client');

/**
 * The JavaScript a browser must load to show `/`: the entry with its static imports, the landing
 * screen's chunk with its static imports, and the English texts loaded before the first render.
 * Later, lazy chunks (toasts, German, other screens) are not counted.
 */
function initialJsGzip(): { bytes: number; files: string[] } {
  type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[] };
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const needed = new Set<string>();
  const add = (key: string) => {
    if (needed.has(key)) return;
    needed.add(key);
    manifest[key].imports?.forEach(add);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || /routes\/landing\.tsx$|locales\/en\.json$/.test(chunk.src ?? key)) add(key);
  }
  const files = [...needed].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const bytes = files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(clientDir, f)), { level: 9 }).length, 0);
  return { bytes, files };
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
  spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  const js = initialJsGzip();
  console.log(`initial JS for /: ${(js.bytes / 1024).toFixed(1)} KiB gzip (${js.bytes} bytes in ${js.files.length} files: entry, landing screen, English texts; budget 120 KB)`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-bench-web-'));
  const port = await freePort();
  const first = await timeToHealthy(dataDir, port); // creates the data directory
  await first.stop();
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
