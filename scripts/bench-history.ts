// npm run bench:history — one vehicle with 2,000 documents and 200 value entries.
// Budgets: GET /api/vehicles/:id/timeline p99 ≤ 50 ms at 20 connections (PGlite and PostgreSQL,
// printed side by side), the timeline screen interactive ≤ 1 s in Chromium, a chart ≤ 100 ms to
// render. Also printed: what building the timeline costs after a change (nothing kept answers it).
// `npm run bench:history -- --browser` runs only the Chromium figures (PGlite, no load tests).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { chromium, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { browserHeaders, isPostgresReachable, PG_URL, serialCost, startBenchServer, wrkLoad, type BenchTarget } from './bench-app';

const DOCS = 2_000;
const VALUES = 200;
const shops = ['Werkstatt Müller GmbH', 'Classic Motors Ltd', 'Karosseriebau Weber', 'Hill & Sons Garage'];
const types = ['service', 'service', 'service', 'receipt', 'insurance', 'registration', 'appraisal', 'other'];

/**
 * Documents as the app stores them: their text read (`text_status`). Rows without a status are
 * what an upgrade leaves, and the server's start-up job would then try to read each one's file,
 * writing every row — and each write invalidates the kept answer being measured.
 */
async function seed(db: Db, userId: string, vehicleId: string) {
  const rng = (n: number) => crypto.randomInt(n);
  for (let start = 0; start < DOCS; start += 500) {
    const rows = [];
    for (let i = start; i < Math.min(DOCS, start + 500); i++) {
      const type = types[i % types.length];
      const day = new Date(Date.UTC(1975 + Math.floor((i / DOCS) * 50), rng(12), 1 + rng(28))).toISOString().slice(0, 10);
      const id = crypto.randomUUID();
      const end = new Date(Date.parse(day) + 364 * 86_400_000).toISOString().slice(0, 10);
      rows.push(sql`(${id}, ${vehicleId}, ${userId}, ${`${type} ${shops[i % shops.length]} ${i}`}, ${type}, 'Maintenance', ${day}, ${`doc-${i}.pdf`},
        ${`${userId}/${id}.pdf`}, 1234, ${crypto.randomBytes(32).toString('hex')}, ${'Oil change, valve clearance and a long summary of the work done on the car'},
        ${String(50 + rng(3000))}, ${type === 'service' ? 1000 + i * 60 + rng(2000) : null}, ${shops[i % shops.length]},
        ${type === 'insurance' ? day : null}, ${type === 'insurance' ? end : null}, ${type === 'appraisal' ? 20_000 + i * 10 : null}, ${'[{"key":"currency","value":"EUR"}]'}, 'read')`);
    }
    await db.execute(sql`insert into vehicle_documents_content (id, vehicle_id, user_id, title, document_type, document_category, date_created, file_name, file_url,
      file_size, file_hash, ai_summary, total_cost, service_mileage, shop_name, effective_start, effective_end, appraised_value, keywords, text_status) values ${sql.join(rows, sql`, `)}`);
  }
  const values = Array.from({ length: VALUES }, (_, i) => {
    const day = new Date(Date.UTC(1980 + Math.floor(i / 5), i % 12, 1)).toISOString().slice(0, 10);
    return sql`(${crypto.randomUUID()}, ${vehicleId}, ${userId}, ${['estimate', 'appraisal', 'agreed'][i % 3]}, ${day}, ${2_000_000 + i * 50_000}, 'EUR', 'Auction result')`;
  });
  await db.execute(sql`insert into value_entries (id, vehicle_id, user_id, kind, entry_date, amount, currency, source) values ${sql.join(values, sql`, `)}`);
  await db.execute(sql`analyze`);
}

type Line = { name: string; p50: number; p99: number; rps: number; errors: number };

/** Chromium: the screen interactive (first events shown and the search answering), and each chart's render. */
async function browserFigures(address: string, cookie: string, vehicleId: string) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies(cookie.split('; ').map((c) => ({ name: c.slice(0, c.indexOf('=')), value: c.slice(c.indexOf('=') + 1), url: address })));
  const page = await context.newPage();
  const runs: { shown: number; interactive: number; chart: number }[] = [];
  for (let i = 0; i < 4; i++) {
    await page.goto(`${address}/garage`);
    await page.getByTestId('vehicle-card').first().waitFor();
    const started = Date.now();
    await page.goto(`${address}/vehicle/${vehicleId}/timeline`);
    await page.getByTestId('timeline-event').first().waitFor();
    const shown = Date.now() - started;
    const count = page.locator('p[aria-live="polite"]');
    const before = await count.textContent();
    await page.getByLabel('Search the timeline').fill('Weber 1');
    await page.waitForFunction((text) => document.querySelector('p[aria-live="polite"]')?.textContent !== text, before);
    const interactive = Date.now() - started;
    await page.locator('[data-chart="mileage"] .recharts-line-curve').waitFor();
    await page.waitForFunction(() => performance.getEntriesByName('chart:mileage').length > 0);
    const chart = await page.evaluate(() => performance.getEntriesByName('chart:mileage').at(-1)?.duration ?? Number.NaN);
    runs.push({ shown, interactive, chart });
  }
  // The value chart: each visit measures from its first render to all its lines painted (chart-timing.ts).
  // Also when it was painted, counted from the navigation's start (code, data, the screen and the chart).
  const valueRuns: number[] = [];
  const valuePainted: number[] = [];
  for (let i = 0; i < 4; i++) {
    await page.goto(`${address}/vehicle/${vehicleId}/value-history`);
    await page.waitForFunction(() => performance.getEntriesByName('chart:value').length > 0);
    const m = await page.evaluate(() => performance.getEntriesByName('chart:value').at(-1)!.toJSON() as { startTime: number; duration: number });
    valueRuns.push(m.duration);
    valuePainted.push(m.startTime + m.duration);
  }
  if (profileFile) await profileVisits(page, [`${address}/vehicle/${vehicleId}/value-history`, `${address}/vehicle/${vehicleId}/timeline`]);
  await browser.close();
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const warm = runs.slice(1); // the first visit also loads the screen's code
  return {
    cold: runs[0],
    shown: median(warm.map((r) => r.shown)),
    interactive: median(warm.map((r) => r.interactive)),
    mileageChart: median(runs.map((r) => r.chart)),
    valueChart: median([...valueRuns]),
    valueRuns,
    valuePainted: median(valuePainted),
  };
}

const browserOnly = process.argv.includes('--browser');
/** `--profile <file>`: a CPU profile of Chromium's main thread while each chart's screen opens (for DevTools). */
const profileFile = process.argv.includes('--profile') ? process.argv[process.argv.indexOf('--profile') + 1] : undefined;

async function profileVisits(page: Page, urls: string[]) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  for (const [i, url] of urls.entries()) {
    await cdp.send('Profiler.start');
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByType('measure').some((m) => m.name.startsWith('chart:')));
    const { profile } = await cdp.send('Profiler.stop');
    fs.writeFileSync(`${profileFile}.${i}.cpuprofile`, JSON.stringify(profile));
    console.log(`profile of ${url} written to ${profileFile}.${i}.cpuprofile`);
  }
}

async function bench(target: BenchTarget): Promise<Line[]> {
  const { api, address, cookie, userId, withDatabase, close } = await startBenchServer(target, 'bench-history');
  try {
    const vehicle = await api<{ id: string }>('POST', '/api/vehicles', {
      make: 'Porsche',
      model: '911',
      year: 1973,
      purchaseDate: '1975-01-01',
      purchasePrice: 1_500_000,
      currency: 'EUR',
      odometer: 130_000,
      odometerUnit: 'km',
    });
    await withDatabase((db) => seed(db, userId, vehicle.id));
    const url = `/api/vehicles/${vehicle.id}/timeline`;
    if (browserOnly) {
      await printBrowserFigures(address, cookie, vehicle.id);
      return [];
    }
    const body = await api<{ events: unknown[]; flags: unknown[] }>('GET', url);
    console.log(`${target}: ${body.events.length} events, ${body.flags.length} flags`);

    // After a change nothing kept answers: every request below follows a write.
    const rebuilt: number[] = [];
    for (let i = 0; i < 10; i++) {
      await api('POST', `/api/vehicles/${vehicle.id}/value-entries`, { kind: 'estimate', date: '2020-01-01', amount: 100 + i, currency: 'EUR' });
      const t0 = performance.now();
      await api('GET', url);
      rebuilt.push(performance.now() - t0);
    }
    rebuilt.sort((a, b) => a - b);
    console.log(`${target.padEnd(8)} timeline built after a change: median ${rebuilt[5].toFixed(1)} ms, max ${rebuilt[9].toFixed(1)} ms`);
    console.log(
      `${target.padEnd(8)} timeline one at a time: ${(await serialCost(`${address}${url}`, browserHeaders(cookie), 100)).toFixed(2)} ms each, round trip`,
    );

    const headers = browserHeaders(cookie);
    await autocannon({ url: `${address}${url}`, connections: 5, duration: 2, headers });
    const r = await autocannon({ url: `${address}${url}`, connections: 20, duration: 10, headers });
    const lines: Line[] = [{ name: 'autocannon', p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, errors: r.errors + r.non2xx }];
    const w = wrkLoad(`${address}${url}`, headers, 20);
    if (w) lines.push({ name: 'wrk', ...w });

    if (target === 'pglite') await printBrowserFigures(address, cookie, vehicle.id);
    return lines;
  } finally {
    await close();
  }
}

async function printBrowserFigures(address: string, cookie: string, vehicleId: string) {
  const b = await browserFigures(address, cookie, vehicleId);
  console.log(
    `chromium timeline (${DOCS} documents, ${VALUES} values): first visit (code loads too) events shown ${b.cold.shown} ms, interactive ${b.cold.interactive} ms`,
  );
  console.log(`chromium timeline: events shown ${b.shown} ms, interactive (search answered) ${b.interactive} ms, median of 3 (budget ≤ 1000 ms)`);
  console.log(
    `chromium charts: mileage ${b.mileageChart.toFixed(1)} ms, value history ${b.valueChart.toFixed(1)} ms to render and paint, median of 4 (budget ≤ 100 ms)`,
  );
  console.log(`chromium value history screen: chart painted ${b.valuePainted.toFixed(0)} ms after the navigation started, median of 4`);
  console.log(
    `chromium value chart runs: ${b.valueRuns.map((r) => r.toFixed(1)).join(', ')} ms; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}

const results: [BenchTarget, Line[]][] = [['pglite', await bench('pglite')]];
if (browserOnly) process.exit(0);
if (await isPostgresReachable()) results.push(['postgres', await bench('postgres')]);
else console.log(`postgres: skipped (${PG_URL} not reachable)`);
console.log(`\nGET /api/vehicles/:id/timeline — ${DOCS} documents, ${VALUES} value entries, 20 connections, 10 s (budget p99 ≤ 50 ms)`);
for (const [target, lines] of results) {
  for (const l of lines)
    console.log(
      `  ${target.padEnd(8)} ${l.name.padEnd(10)} p50 ${l.p50.toFixed(1).padStart(6)} ms  p99 ${l.p99.toFixed(1).padStart(6)} ms  ${l.rps.toFixed(0).padStart(6)} req/s  errors ${l.errors}`,
    );
}
process.exit(0);
