// npm run bench:screens — every screen interactive ≤ 1 s (issue 21) with 200 vehicles and 10,000
// documents: the production server (PGlite unless BENCH_TARGET=postgres), one signed-in user, and
// Chromium opening each screen in a fresh tab (HTTP cache warm from the first screen, as for a
// user moving around). A screen counts as interactive when what a person sees is there and the
// page answers: the figure, from the navigation's start, is the latest of the last change to the
// page's content (a MutationObserver on the body and the title: the screen's data drawn, no
// spinner left), the end of the last image or style sheet it shows, and the end of the last long
// task on the main thread. Requests nobody sees (a service worker's registration script, a
// check that finds nothing) are listed and their last end printed, but do not count. The page is
// read once its heading is shown, no spinner is left and the network has been idle for 500 ms.
// BENCH_DOCS, BENCH_PORT (default 44620), BENCH_SCREENS (comma-separated paths with VEHICLE for the vehicle's id; default all), BENCH_VERBOSE=1
// (each screen's requests and long tasks, to see where a slow screen's time goes), BENCH_RUNS
// (each screen opened that many times, the median reported).
import os from 'node:os';
import { chromium } from '@playwright/test';
import { startBenchServer, type BenchTarget } from './bench-app';
import { growLibrary } from './bench-library-data';

const DOCS = Number(process.env.BENCH_DOCS ?? 10_000);
const BUDGET_MS = 1000;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const target = (process.env.BENCH_TARGET as BenchTarget | undefined) ?? 'pglite';
const server = await startBenchServer(target, 'perf_screens', { port: Number(process.env.BENCH_PORT ?? 44620) });
const vehicleIds: string[] = [];
for (let i = 0; i < 200; i++) {
  const makes = ['Porsche', 'Mercedes-Benz', 'Jaguar', 'Alfa Romeo', 'Volkswagen', 'BMW', 'Triumph', 'Lancia'];
  vehicleIds.push(
    (
      await server.api<{ id: string }>('POST', '/api/vehicles', {
        make: makes[i % makes.length],
        model: `Model ${i}`,
        year: 1950 + (i % 46),
        estimatedValue: 2_500_000 + i * 10_000,
      })
    ).id,
  );
}
await server.withDatabase((db) => growLibrary(db, server.userId, vehicleIds, 0, DOCS));
const v = vehicleIds[7];
const allScreens = [
  '/',
  '/garage',
  '/documents',
  '/documents?q=Vergaser',
  `/vehicle/${v}`,
  `/vehicle/${v}/timeline`,
  `/vehicle/${v}/value-history`,
  `/vehicle/${v}/comparison`,
  `/vehicle/${v}/stories`,
  '/add-vehicle',
  `/vehicle/${v}/add-document`,
  '/profile',
  '/wishlist',
  '/shared-vehicles',
  '/previously-owned',
  '/feedback',
];
const screens = process.env.BENCH_SCREENS ? process.env.BENCH_SCREENS.split(',').map((s) => s.replace('VEHICLE', v)) : allScreens;
const verbose = process.env.BENCH_VERBOSE === '1';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
const [name, value] = server.cookie
  .split('; ')
  .find((c) => c.startsWith('better-auth.session_token'))!
  .split(/=(.*)/s);
await context.addCookies([{ name, value, url: server.address }]);
await context.addInitScript(() => {
  const w = window as unknown as { __longTaskEnd: number; __longTasks: string[]; __lastChange: number; __changes: string[] };
  w.__longTaskEnd = 0;
  w.__changes = [];
  w.__longTasks = [];
  w.__lastChange = 0;
  // The content's last change: the body, and the tab's title; not the rest of <head>, where
  // module preloads are added as code loads.
  new MutationObserver((records) => {
    const seen = records.filter((r) => !document.head?.contains(r.target) || r.target.nodeName === 'TITLE' || r.target.parentNode?.nodeName === 'TITLE');
    if (!seen.length) return;
    w.__lastChange = performance.now();
    const r = seen[seen.length - 1];
    const el = r.target instanceof Element ? r.target : r.target.parentElement;
    w.__changes.push(
      `${w.__lastChange.toFixed(0)} ${r.type} ${el?.tagName.toLowerCase() ?? '?'}.${String(el?.className ?? '').slice(0, 30)}${r.attributeName ? `[${r.attributeName}]` : ''}`,
    );
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      w.__longTaskEnd = Math.max(w.__longTaskEnd, e.startTime + e.duration);
      w.__longTasks.push(`${e.startTime.toFixed(0)}+${e.duration.toFixed(0)}`);
    }
  }).observe({ type: 'longtask', buffered: true });
});
// Warm the HTTP cache with the app's files, as a returning user has them.
const warm = await context.newPage();
await warm.goto(`${server.address}/garage`, { waitUntil: 'networkidle' });
await warm.close();

console.log(`${DOCS.toLocaleString('en')} documents, 200 vehicles, ${target}; load average ${load()}`);
let worst = 0;
async function measure(path: string) {
  const page = await context.newPage();
  await page.goto(`${server.address}${path}`, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 15_000 });
  await page.waitForFunction(() => !document.querySelector('[role="status"][aria-label]'), undefined, { timeout: 15_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
  const t = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const lastResource = Math.max(0, ...entries.map((r) => r.responseEnd));
    // What is seen without changing the DOM: images and style sheets (and what they load).
    const lastShown = Math.max(
      0,
      ...entries.filter((r) => ['img', 'css', 'link', 'image'].includes(r.initiatorType) && !r.name.endsWith('.js')).map((r) => r.responseEnd),
    );
    const w = window as unknown as { __longTaskEnd: number; __longTasks: string[]; __lastChange: number; __changes: string[] };
    const detail = entries.map(
      (r) => `  ${r.startTime.toFixed(0).padStart(5)}–${r.responseEnd.toFixed(0).padStart(5)} ms ${r.name.replace(location.origin, '')}`,
    );
    return {
      lastResource,
      lastShown,
      lastChange: w.__lastChange,
      longTask: w.__longTaskEnd,
      scripts: entries.filter((r) => r.name.endsWith('.js')).length,
      // What the scripts weigh as sent (gzip or brotli), cached or not: a figure the load does not move.
      scriptKb: entries.filter((r) => r.name.endsWith('.js')).reduce((kb, r) => kb + r.encodedBodySize / 1024, 0),
      detail: [...detail, `  long tasks: ${w.__longTasks.join(' ')}`, `  content changes: ${w.__changes.slice(-8).join(' | ')}`],
    };
  });
  await page.close();
  return { ...t, interactive: Math.max(t.lastChange, t.lastShown, t.longTask) };
}

// BENCH_RUNS=n opens each screen n times and reports the median: on a shared machine one run moves by ±300 ms.
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor((xs.length - 1) / 2)];
for (const path of screens) {
  const all: Awaited<ReturnType<typeof measure>>[] = [];
  for (let i = 0; i < runs; i++) all.push(await measure(path));
  const t = all.find((r) => r.interactive === median(all.map((r) => r.interactive)))!;
  const interactive = t.interactive;
  worst = Math.max(worst, interactive);
  console.log(
    `${path.padEnd(48)} interactive ${interactive.toFixed(0).padStart(5)} ms (content ${t.lastChange.toFixed(0)}, images ${t.lastShown.toFixed(0)}, long task ${t.longTask.toFixed(0)}; last request ${t.lastResource.toFixed(0)} ms; ${t.scripts} scripts, ${t.scriptKb.toFixed(1)} KiB)${runs > 1 ? ` median of ${all.map((r) => r.interactive.toFixed(0)).join(', ')}` : ''} ${interactive <= BUDGET_MS ? 'ok' : `OVER ${BUDGET_MS} ms`} — load average ${load()}`,
  );
  if (verbose) console.log(t.detail.join('\n'));
}
console.log(`worst screen: ${worst.toFixed(0)} ms (budget ${BUDGET_MS} ms) — load average ${load()}`);
await browser.close();
await server.close();
process.exit(0);
