// npm run bench:stories — the stories budgets: a story page with 20 photos shows its first photo
// within 1 s in Chromium (cold cache, built app), and Markdown of 50,000 characters renders
// within 100 ms. Needs `npm run build` first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { renderMarkdown } from '../src/shared/stories/render-markdown';
import { freePort } from '../tests/integration/support/server-process';
import { chromiumLaunch } from '../playwright.config';
import { seed, storyBody } from './story-seed';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = 7;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function markdownBench() {
  let source = '';
  while (source.length < 50_000) source += `${storyBody(source.length % 2 ? 'de' : 'en')}\n\n`;
  source = source.slice(0, 50_000);
  for (let i = 0; i < 5; i++) renderMarkdown(source); // warm the JIT, as a second preview render would be
  const times = Array.from({ length: 20 }, () => {
    const t0 = performance.now();
    renderMarkdown(source);
    return performance.now() - t0;
  });
  console.log(
    `Markdown of ${source.length.toLocaleString('en')} characters: median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (budget 100 ms)`,
  );
}

async function main() {
  markdownBench();
  if (!fs.existsSync(path.join(root, 'dist/server/main.mjs'))) throw new Error('run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-bench-stories-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'dist/server/main.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '1000' },
    stdio: 'inherit',
  });
  const browser = await chromium.launch(chromiumLaunch);
  try {
    for (;;) {
      if ((await fetch(`${base}/api/health`).catch(() => null))?.ok) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const s = await seed(base, { photos: 20, lang: 'en', dataDir });
    const url = `${base}/vehicle/${s.vehicleId}/stories/${s.storyId}`;
    const times: number[] = [];
    const phaseLog: Record<string, number>[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A fresh context each time: no cached code, texts or photos.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addCookies(s.cookie.split('; ').map((c) => ({ name: c.split('=')[0], value: c.slice(c.indexOf('=') + 1), url: base })));
      const page = await context.newPage();
      await page.goto(url);
      const img = page.locator('article figure img').first();
      await img.waitFor({ state: 'visible' });
      // Visible = decoded and painted: the image is complete with its pixels, measured from navigation start.
      // (A string, not a function: tsx would add helpers the page does not have.)
      const ms = (await page.evaluate(`new Promise((resolve) => {
        const el = document.querySelector('article figure img');
        const painted = () => requestAnimationFrame(() => resolve(performance.now()));
        if (el.complete && el.naturalWidth > 0) painted(); else el.addEventListener('load', painted, { once: true });
      })`)) as number;
      const phases = (await page.evaluate(`(() => {
        const r = performance.getEntriesByType('resource');
        const end = (re) => Math.round(r.find((e) => re.test(e.name))?.responseEnd ?? -1);
        const start = (re) => Math.round(r.find((e) => re.test(e.name))?.startTime ?? -1);
        return { sessionAsked: start(/api\\/auth\\/get-session/), storyAsked: start(/\\/stories\\/[^/]+$/), session: end(/api\\/auth\\/get-session/), story: end(/\\/stories\\/[^/]+$/), photo: end(/photos\\/[^/]+\\/(display|thumb)/) };
      })()`)) as Record<string, number>;
      if (run > 0) phaseLog.push(phases);
      if (run > 0) times.push(ms); // the first run also starts the server's lazy work (sharp, caches)
      await context.close();
    }
    const phase = (k: string) => median(phaseLog.map((p) => p[k]));
    console.log(
      `  (medians from navigation start: session asked ${phase('sessionAsked')} ms, answered ${phase('session')} ms, story asked ${phase('storyAsked')} ms, answered ${phase('story')} ms, first photo received ${phase('photo')} ms)`,
    );
    console.log(
      `story page with 20 photos, first photo visible: median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms over ${times.length} cold loads (budget 1000 ms)`,
    );
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
