// npm run bench:documents — 10,000 documents for one user; GET /api/documents (list) and a
// full-text search at 20 connections for 10 s each, on PGlite and (when reachable) PostgreSQL;
// then the median upload time of a 2 MB PDF (no analysis, local storage).
// Budgets: list p99 ≤ 40 ms, search p99 ≤ 60 ms, upload median ≤ 150 ms. The same list and search
// asked again and again are answered from what is kept per user (server/cache/content-cache.ts);
// two more lines load with a different page or word on every request, which nothing kept answers.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { browserHeaders, isPostgresReachable, PG_URL, serialCost, startBenchServer, wrkLoad, type BenchTarget } from './bench-app';

const DOCS = 10_000;
const invoicePdf = fs.readFileSync(path.resolve(import.meta.dirname, '../tests/fixtures/documents/doc_002.pdf'));

const shops = [
  'Werkstatt Müller GmbH',
  'Autohaus Schneider',
  'Classic Motors Ltd',
  'Bavarian Restorations',
  'Karosseriebau Weber',
  'Hill & Sons Garage',
  'Klassik Stuttgart',
  'Sportwagen Service Nord',
];
const work = [
  'Ölwechsel inkl. Filter',
  'Ventilspiel eingestellt',
  'Bremsen erneuert',
  'Zündkerzen gewechselt',
  'Oil change with filter',
  'Brake pads replaced',
  'Carburettor rebuilt',
  'Clutch adjusted',
  'Inspektion nach Herstellervorgabe',
  'Timing belt replaced',
  'Vergaser synchronisiert',
  'Rust repair on sills',
];
const types = ['service', 'service', 'service', 'receipt', 'insurance', 'registration', 'appraisal', 'purchase', 'title', 'other'];
const filler = 'Zahlbar innerhalb von 14 Tagen ohne Abzug. Payment due within 30 days. Vielen Dank für Ihren Auftrag. Thank you for your business. ';

async function seed(db: Db, userId: string, vehicleIds: string[]) {
  const rng = (n: number) => crypto.randomInt(n);
  for (let start = 0; start < DOCS; start += 500) {
    const rows = [];
    for (let i = start; i < Math.min(DOCS, start + 500); i++) {
      const type = types[i % types.length];
      const shop = shops[rng(shops.length)];
      const items = [work[rng(work.length)], work[rng(work.length)]];
      const day = new Date(Date.UTC(1975 + rng(50), rng(12), 1 + rng(28))).toISOString().slice(0, 10);
      const id = crypto.randomUUID();
      rows.push(sql`(${id}, ${vehicleIds[i % vehicleIds.length]}, ${userId}, ${`${type} ${shop} ${i}`}, ${type}, 'Maintenance', ${day},
        ${`doc-${i}.pdf`}, ${`${userId}/${id}.pdf`}, 123456, ${crypto.randomBytes(32).toString('hex')}, ${`${shop}: ${items.join(', ')}`},
        'High', 'High', ${String(100 + rng(4000))}, ${rng(300000)}, ${shop}, ${sql.raw(`ARRAY[${items.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`)},
        ${`${shop}\nRechnung Nr. ${i}\n${items.join('\n')}\n${filler.repeat(8)}`}, 'read')`);
    }
    await db.execute(sql`insert into vehicle_documents_content
      (id, vehicle_id, user_id, title, document_type, document_category, date_created, file_name, file_url, file_size, file_hash, ai_summary,
       ai_confidence, extraction_quality, total_cost, service_mileage, shop_name, work_performed, content_text, text_status)
      values ${sql.join(rows, sql`, `)}`);
  }
  await db.execute(sql`analyze vehicle_documents_content`);
}

async function load(url: string, cookie: string) {
  const headers = browserHeaders(cookie);
  await autocannon({ url, connections: 5, duration: 2, headers }); // warm-up
  return autocannon({ url, connections: 20, duration: 10, headers });
}

/**
 * Every request a different one (the next page, another word), so that none is answered from the
 * answers kept per user: what the database path costs.
 */
async function loadDistinct(address: string, cookie: string, vehicleIds: string[], search: boolean) {
  const words = ['Vergaser', 'Bremsen', 'Werkstätten', 'brake', 'clutch', 'Inspektion', 'timing', 'Zündkerzen'];
  // What a person clicks through: a vehicle or all, a type or all, a start year, the first pages.
  const vehicles = ['', ...vehicleIds];
  const listTypes = ['', ...new Set(types)];
  // Counted in mixed radix, so that no combination comes back within a run.
  let n = 0;
  const next = () => {
    n += 1;
    let rest = n;
    const digit = (size: number) => {
      const d = rest % size;
      rest = Math.floor(rest / size);
      return d;
    };
    const params = new URLSearchParams({ offset: String(25 * digit(4)), from: `${1975 + digit(50)}-01-01` });
    if (search) params.set('q', words[digit(words.length)]);
    else {
      const type = listTypes[digit(listTypes.length)];
      if (type) params.set('type', type);
    }
    const vehicle = vehicles[digit(vehicles.length)];
    if (vehicle) params.set('vehicleId', vehicle);
    return `/api/documents?${params}`;
  };
  return autocannon({
    url: address,
    connections: 20,
    duration: 10,
    headers: browserHeaders(cookie),
    requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: next() }) }],
  });
}

/** BENCH_EXPLAIN=1: the plans, and what the listing costs without HTTP. */
async function explain(db: Db, userId: string) {
  for (const q of [
    sql`explain analyze select id, title from vehicle_documents_content d where d.user_id = ${userId} order by d.date_created desc nulls last, d.id desc nulls last limit 26`,
    sql`explain analyze select id, title from vehicle_documents_content d where d.user_id = ${userId} and d.search_vector @@ (websearch_to_tsquery('english'::regconfig, 'Vergaser') || websearch_to_tsquery('german'::regconfig, 'Vergaser')) order by d.date_created desc nulls last, d.id desc nulls last limit 26`,
  ]) {
    const r = await db.execute(q);
    console.log(r.rows.map((x) => Object.values(x)[0]).join('\n'));
  }
  const { listDocuments } = await import('../src/server/modules/documents/list-documents');
  for (const q of [undefined, 'Vergaser']) {
    const t1 = performance.now();
    for (let i = 0; i < 20; i++) await listDocuments(db, userId, { limit: 25, offset: 0, q });
    console.log('listDocuments', q ?? '', ((performance.now() - t1) / 20).toFixed(1), 'ms each (direct, serial)');
  }
}

async function bench(target: BenchTarget) {
  const { api, address, cookie, userId, withDatabase, close } = await startBenchServer(target, 'bench-docs');
  const vehicleIds: string[] = [];
  for (let i = 0; i < 5; i++) vehicleIds.push((await api<{ id: string }>('POST', '/api/vehicles', { make: 'BMW', model: `200${i}`, year: 1970 + i })).id);
  const t0 = performance.now();
  await withDatabase(async (db) => {
    await seed(db, userId, vehicleIds);
    if (process.env.BENCH_EXPLAIN) await explain(db, userId);
  });
  console.log(`${target}: seeded ${DOCS} documents in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  for (const url of ['/api/documents', '/api/documents?q=Vergaser']) {
    console.log(
      `${target.padEnd(8)} ${url}: one at a time ${(await serialCost(`${address}${url}`, browserHeaders(cookie), 100)).toFixed(2)} ms each, round trip`,
    );
  }
  const list = await load(`${address}/api/documents`, cookie);
  const q = encodeURIComponent('Vergaser');
  const hits = (await (await fetch(`${address}/api/documents?q=${q}&limit=100`, { headers: { cookie } })).json()) as {
    documents: { snippet: string }[];
    hasMore: boolean;
  };
  const search = await load(`${address}/api/documents?q=${q}`, cookie);
  const line = (name: string, r: Awaited<ReturnType<typeof autocannon>>, budget: number) =>
    `${target.padEnd(8)} ${name}: p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.requests.average.toFixed(0)} req/s, errors ${r.errors + r.non2xx} (budget p99 ≤ ${budget} ms)`;
  console.log(line(`GET /api/documents (${DOCS} docs, page of 25)`, list, 40));
  console.log(line(`GET /api/documents?q=Vergaser (${hits.documents.length}${hits.hasMore ? '+' : ''} hits, highlighted)`, search, 60));
  for (const [name, url, budget] of [
    ['GET /api/documents', `${address}/api/documents`, 40],
    ['GET /api/documents?q=Vergaser', `${address}/api/documents?q=${q}`, 60],
  ] as const) {
    const w = wrkLoad(url, browserHeaders(cookie), 20);
    if (w)
      console.log(
        `${target.padEnd(8)} ${name}, the same load from wrk: p50 ${w.p50.toFixed(1)} ms, p99 ${w.p99.toFixed(1)} ms, ${w.rps.toFixed(0)} req/s, errors ${w.errors} (budget p99 ≤ ${budget} ms)`,
      );
  }
  console.log(line('GET /api/documents, every request another filter or page (none kept)', await loadDistinct(address, cookie, vehicleIds, false), 40));
  console.log(
    line('GET /api/documents?q=…, every request another word, filter or page (none kept)', await loadDistinct(address, cookie, vehicleIds, true), 60),
  );

  if (target === 'pglite') {
    // 2 MB PDFs, each different so that none is a duplicate; the browser's text comes along as it does from the app.
    const times: number[] = [];
    for (let i = 0; i < 25; i++) {
      const body = Buffer.concat([invoicePdf, crypto.randomBytes(2 * 1024 * 1024 - invoicePdf.length)]);
      const form = new FormData();
      form.set('vehicleId', vehicleIds[0]);
      form.set('record', JSON.stringify({ documentType: 'service', title: `Upload ${i}`, totalCost: 52443, workPerformed: ['Ölwechsel'] }));
      form.set('text', 'Werkstatt Müller GmbH Werkstattrechnung Ölwechsel inkl. Filter Rechnungsbetrag 524,43 EUR');
      form.set('file', new Blob([body], { type: 'application/pdf' }), `upload-${i}.pdf`);
      const started = performance.now();
      const res = await fetch(`${address}/api/documents`, { method: 'POST', body: form, headers: { cookie } });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`upload failed: ${res.status}`);
      if (i >= 5) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${target.padEnd(8)} POST /api/documents (2 MB PDF, local storage): median ${times[Math.floor(times.length / 2)].toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms over ${times.length} (budget median ≤ 150 ms)`,
    );
  }
  await close();
}

await bench((process.env.BENCH_ONLY as BenchTarget | undefined) ?? 'pglite');
if (process.env.BENCH_ONLY) process.exit(0);
if (await isPostgresReachable()) await bench('postgres');
else console.log(`postgres: skipped (${PG_URL} not reachable)`);
