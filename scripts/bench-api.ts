// npm run bench:api — GET /api/vehicles with 200 vehicles in one garage, 50 connections, 10 s,
// on PGlite and (when reachable) on PostgreSQL (BENCH_ONLY=pglite or postgres: only there; BENCH_VEHICLES=n:
// another garage size). Budget: p99 ≤ 30 ms. Then, on PGlite, /garage in
// Chromium: time from navigation to the first vehicle card painted (budget 1 s on a warm server),
// checking that the grid loads thumbnails, not originals. The machine's load average is printed
// with the figures: on a shared machine they say as much about the neighbours as about Patina.
import os from 'node:os';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { chromiumLaunch } from '../playwright.config';
import { browserHeaders, isPostgresReachable, PG_URL, serialCost, startBenchServer, wrkLoad, type BenchTarget } from './bench-app';

const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 200);

async function bench(target: BenchTarget) {
  const { api, address, cookie, close } = await startBenchServer(target, 'bench-api');
  for (let i = 0; i < VEHICLES; i++) {
    const created = await api<{ id: string }>('POST', '/api/vehicles', {
      make: ['Porsche', 'Jaguar', 'Alfa Romeo', 'Mercedes-Benz'][i % 4],
      model: `Model ${i}`,
      year: 1950 + (i % 60),
      vin: `CH${100000 + i}`,
      estimatedValue: 1_000_000 + i * 1000,
      odometer: i * 100,
    });
    // A real photo on every vehicle (1600 × 1200, so that original and thumbnail differ).
    if (target === 'pglite') {
      const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: (i * 37) % 255, g: 90, b: 60 } } })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.set('photo', new Blob([photo], { type: 'image/jpeg' }), `car-${i}.jpg`);
      await api('POST', `/api/vehicles/${created.id}/photos`, form);
    }
  }
  const url = `${address}/api/vehicles`;
  const count = (await api<{ vehicles: unknown[] }>('GET', '/api/vehicles')).vehicles.length;
  if (process.env.BENCH_SKIP_API && target === 'pglite') return garagePaint(address, cookie).finally(close);
  // As a browser asks: it always offers compression (BENCH_IDENTITY=1: a client that does not).
  const headers = process.env.BENCH_IDENTITY ? { cookie } : browserHeaders(cookie);
  await autocannon({ url, connections: 10, duration: 2, headers }); // warm-up
  const perRequest = await serialCost(url, headers);
  const r = await autocannon({ url, connections: 50, duration: 10, headers });
  console.log(
    `${target.padEnd(8)} GET /api/vehicles (${count} vehicles, ${(r.throughput.total / r.requests.total / 1024).toFixed(0)} KiB sent each): p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.requests.average.toFixed(0)} req/s, errors ${r.errors + r.non2xx}; one at a time ${perRequest.toFixed(2)} ms each, round trip (budget p99 ≤ 30 ms)`,
  );
  const w = wrkLoad(url, headers, 50);
  if (w)
    console.log(
      `${target.padEnd(8)} GET /api/vehicles, the same load from wrk: p50 ${w.p50.toFixed(1)} ms, p99 ${w.p99.toFixed(1)} ms, ${w.rps.toFixed(0)} req/s, errors ${w.errors} (budget p99 ≤ 30 ms)`,
    );
  if (target === 'pglite') await garagePaint(address, cookie);
  await close();
}

/** /garage in Chromium, 5 fresh browser contexts (no cached photos) after one warm-up visit. */
async function garagePaint(address: string, cookie: string) {
  const browser = await chromium.launch(chromiumLaunch);
  const cookies = cookie.split('; ').map((c) => {
    const [name, ...value] = c.split('=');
    return { name, value: value.join('='), url: address };
  });
  let cardImages = { total: 0, thumbs: 0 };
  const times: { card: number; image: number; photoBytes: number; originals: number; thumbs: number }[] = [];
  for (let run = 0; run < 6; run++) {
    const context = await browser.newContext({ baseURL: address, viewport: { width: 1280, height: 900 } });
    await context.addCookies(cookies);
    const page = await context.newPage();
    let photoBytes = 0;
    let originals = 0;
    let thumbs = 0;
    page.on('response', async (res) => {
      if (!res.url().includes('/photos/')) return;
      if (res.url().endsWith('/original') || res.url().endsWith('/display')) originals += 1;
      if (res.url().endsWith('/thumb')) thumbs += 1;
      photoBytes += (
        await res
          .request()
          .sizes()
          .catch(() => ({ responseBodySize: 0 }))
      ).responseBodySize;
    });
    await page.goto('/garage', { waitUntil: 'commit' });
    // Measured in the page's own clock, where 0 is the start of the navigation: the first frame
    // with a card, then when that card's photo had arrived (its resource timing) and was drawable.
    const card = await page
      .waitForFunction(() => document.querySelector('[data-testid=vehicle-card]') && performance.now(), null, { polling: 'raf', timeout: 30_000 })
      .then((h) => h.jsonValue() as Promise<number>);
    const image = await page
      .waitForFunction(
        () => {
          const img = document.querySelector<HTMLImageElement>('[data-testid=vehicle-card] img');
          if (!img?.complete || img.naturalWidth === 0) return false;
          const entry = performance.getEntriesByName(img.currentSrc)[0] as PerformanceResourceTiming | undefined;
          return entry ? entry.responseEnd : performance.now();
        },
        null,
        { polling: 'raf', timeout: 30_000 },
      )
      .then((h) => h.jsonValue() as Promise<number>)
      .catch(async (error: Error) => {
        await page.screenshot({ path: 'bench-garage-failure.png' });
        throw new Error(`/garage never showed a card with its photo (${page.url()}); see bench-garage-failure.png`, { cause: error });
      });
    await page.waitForLoadState('networkidle');
    const sources = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>('[data-testid=vehicle-card] img')].map((i) => i.getAttribute('src') ?? ''),
    );
    cardImages = { total: sources.length, thumbs: sources.filter((src) => src.endsWith('/thumb')).length };
    if (process.env.BENCH_DEBUG && run === 1) {
      const entries = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => `${e.startTime.toFixed(0)}→${(e as PerformanceResourceTiming).responseEnd.toFixed(0)} ${e.name.replace(location.origin, '')}`),
      );
      console.log(entries.slice(0, 80).join('\n'), `\ncard ${card.toFixed(0)} image ${image.toFixed(0)}`);
    }
    if (run > 0) times.push({ card, image: Math.max(card, image), photoBytes, originals, thumbs });
    await context.close();
  }
  await browser.close();
  const sorted = (k: 'card' | 'image') => times.map((t) => t[k]).sort((a, b) => a - b);
  const median = (k: 'card' | 'image') => sorted(k)[Math.floor(times.length / 2)].toFixed(0);
  const last = times.at(-1)!;
  console.log(
    `/garage (${VEHICLES} vehicles, Chromium, warm server, fresh browser each run): first card painted median ${median('card')} ms (max ${sorted('card').at(-1)!.toFixed(0)}), ` +
      `its photo painted median ${median('image')} ms (max ${sorted('image').at(-1)!.toFixed(0)}); ` +
      `${cardImages.thumbs} of ${cardImages.total} card images are thumbnails; photo requests: ${last.thumbs} thumbnails, ${last.originals} display/originals, ` +
      `${(last.photoBytes / 1024).toFixed(0)} KiB (budget 1000 ms, thumbnails only)`,
  );
}

console.log(
  `load average before: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`,
);
if (process.env.BENCH_ONLY !== 'postgres') await bench('pglite');
if (process.env.BENCH_ONLY === 'pglite') process.exit(0);
if (await isPostgresReachable()) await bench('postgres');
else console.log(`postgres: skipped (${PG_URL} not reachable)`);
