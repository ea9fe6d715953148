// npm run bench:floor — Patina against a bare floor (scripts/bench-floor-server.ts: one Fastify
// process, node-postgres, one indexed session look-up, one query per answer) in the same run, on
// the same PostgreSQL data, with the same load, in turns (4 rounds, order swapped each round): 20 connections where every request is a different
// one (another search word, sort, filter or page), so that nothing kept answers it — the database
// path. Prints req/s of both and the ratio, and p50/p99, for:
//   vehicles (search word × sort, 200 vehicles), documents list (filter/page), documents search
//   (highlighted passages)
// at 1k / 10k / 50k documents for one user (BENCH_SIZES=1000,10000 to choose), and Patina on
// PGlite in the same turns at 10k (BENCH_PGLITE_SIZE; BENCH_SKIP_PGLITE=1 to leave it out). Targets (issue 21): PostgreSQL ≥ 0.9× the floor,
// PGlite ≥ 0.6× for list and search; at 50k documents list p99 ≤ 40 ms, search p99 ≤ 60 ms.
// Ports: BENCH_PORT_BASE (default 44600): Patina +0…9, the floor +10…19, PGlite +20…29.
// The load comes from wrk when installed (BENCH_LOAD=autocannon for autocannon); BENCH_SCENARIOS
// chooses among vehicles, list and search.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { browserHeaders, isPostgresReachable, PG_URL, startBenchServer, wrkPaths } from './bench-app';
import { growLibrary, SEARCH_WORDS } from './bench-library-data';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,50000').split(',').map(Number);
const PGLITE_SIZE = Number(process.env.BENCH_PGLITE_SIZE ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 44600);
const root = path.resolve(import.meta.dirname, '..');
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const GARAGE: [make: string, models: string[]][] = [
  ['Porsche', ['911 T', '356 Speedster', '912', '914', '928 S']],
  ['Mercedes-Benz', ['280 SL Pagode', '300 SL', '190 SL', 'W123 Coupé', '450 SLC']],
  ['Jaguar', ['E-Type Series 1', 'XK120', 'Mark II', 'XJ6']],
  ['Alfa Romeo', ['Spider Duetto', 'Giulia Sprint GT', 'Montreal']],
  ['Volkswagen', ['Käfer 1300', 'Karmann Ghia', 'T1 Samba', 'Golf GTI']],
  ['BMW', ['2002 tii', '3.0 CSL', '507', 'M1']],
  ['Triumph', ['TR6', 'Spitfire', 'Stag']],
  ['Lancia', ['Fulvia Coupé', 'Aurelia B20', 'Flaminia']],
  ['Ford', ['Mustang Fastback', 'Capri RS', 'Thunderbird']],
  ['MG', ['MGB Roadster', 'MGA Twin Cam']],
];

/** The garage's words to search for, each in every prefix of three letters or more. */
const VEHICLE_WORDS = [...new Set(GARAGE.flatMap(([make, models]) => [make, ...models.flatMap((m) => m.split(' '))]).filter((w) => /[a-zA-Zä]{3}/.test(w)))];

/** Mixed-radix counting: each call of `digit(size)` takes the next digit of n. */
function digits(n: number) {
  let rest = n;
  return (size: number) => {
    const d = rest % size;
    rest = Math.floor(rest / size);
    return d;
  };
}

/** A word with the letters' case flipped by the bits of `mask`: the same search, another query. */
function caseVariant(word: string, mask: number): string {
  let bit = 0;
  return [...word]
    .map((c) => (c.toLowerCase() === c.toUpperCase() ? c : (mask >> bit++) & 1 ? (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) : c))
    .join('');
}

type Scenario = 'vehicles' | 'list' | 'search';

/** How many different list queries there are: pages × types or none × date filters × from × to × vehicles or none. */
const listCount = (vehicleIds: string[], types: string[]) => 4 * (types.length + 1) * 3 * 66 * 61 * (vehicleIds.length * 3);

/**
 * n spread over [0, count): n × a prime that divides no count here, modulo count — one to one over
 * any `count` consecutive n. Counted through n itself, the list's slowest digit (the vehicle)
 * stayed the same for a whole run (decision 027, sixth amendment): every list request of a run
 * filtered by one vehicle. Scattered, consecutive requests differ in every digit.
 */
function scatter(n: number, count: number): number {
  return Number((BigInt(n) * 1_000_003n) % BigInt(count));
}

/** The n-th request of a scenario; no two n within a run give the same query. */
function pathOf(scenario: Scenario, n: number, vehicleIds: string[], types: string[]): string {
  const digit = digits(scenario === 'list' ? scatter(n, listCount(vehicleIds, types)) : n);
  if (scenario === 'vehicles') {
    const sort = ['name', 'year', 'value', 'updated'][digit(4)];
    const word = VEHICLE_WORDS[digit(VEHICLE_WORDS.length)];
    const prefix = word.slice(0, 3 + digit(Math.max(1, word.length - 2)));
    return `/api/vehicles?${new URLSearchParams({ sort, q: caseVariant(prefix, digit(1 << 12)) })}`;
  }
  const params = new URLSearchParams();
  if (scenario === 'search') {
    // Every digit is taken whether used or not: n ↔ query stays one to one.
    const word = SEARCH_WORDS[digit(SEARCH_WORDS.length)];
    const page = digit(3);
    const vehicle = digit(vehicleIds.length * 4);
    if (vehicle < vehicleIds.length) params.set('vehicleId', vehicleIds[vehicle]);
    params.set('q', caseVariant(word, digit(1 << 12)));
    if (page === 0) params.set('offset', '25');
    return `/api/documents?${params}`;
  }
  // What a person clicks through: a vehicle or all, a type or all, a start year, the first pages.
  // Every digit is taken whether used or not: n ↔ query stays one to one. Its digits are those of
  // n scattered (see listCount), so each request differs from the one before in every filter.
  params.set('offset', String(25 * digit(4)));
  const type = ['', ...types][digit(types.length + 1)];
  if (type) params.set('type', type);
  const dates = digit(3);
  const from = `${1960 + digit(66)}-01-01`;
  const to = `${1965 + digit(61)}-12-31`;
  if (dates > 0) params.set('from', from);
  if (dates === 2) params.set('to', to);
  const vehicle = digit(vehicleIds.length * 3);
  if (vehicle < vehicleIds.length) params.set('vehicleId', vehicleIds[vehicle]);
  return `/api/documents?${params}`;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

/**
 * The run's queries, each once: the generator above may give the same query for two n (digits a
 * query does not use), so repeats are skipped. Both servers are asked this same list in order.
 */
function uniquePaths(scenario: Scenario, seed: number, vehicleIds: string[], types: string[], count = 40_000): string[] {
  const seen = new Set<string>();
  for (let n = seed, tries = 0; seen.size < count && tries < 2_000_000; n++, tries++) seen.add(pathOf(scenario, n, vehicleIds, types));
  return [...seen];
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
/**
 * The load generator: wrk (C) when installed — on two cores autocannon's JavaScript takes most of
 * a core at a few thousand requests a second and its latencies include its own queueing — or
 * autocannon (BENCH_LOAD=autocannon, or wrk missing).
 */
const LOAD = process.env.BENCH_LOAD === 'autocannon' || spawnSync('wrk', ['--version']).error ? 'autocannon' : 'wrk';
/** BENCH_SCENARIOS=list,search to measure only those. */
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'vehicles,list,search').split(',') as Scenario[];

/**
 * The floor and Patina in turns — ROUNDS rounds of SECONDS / ROUNDS each, the order swapped every
 * round — so that load from other work on the machine falls on both alike. Each goes through the
 * same list of queries, from where it stopped the round before. req/s over all rounds; p50 the
 * median of the rounds', p99 the worst round's.
 */
async function runPair(servers: { address: string; cookie: string; paths: string[]; warmUp: string[] }[]): Promise<Figures[]> {
  const state = servers.map(() => ({ n: 0, total: 0, errors: 0, p50: [] as number[], p99: 0 }));
  for (const s of servers) {
    let w = 0;
    await autocannon({
      url: s.address,
      connections: 4,
      duration: 1,
      headers: browserHeaders(s.cookie),
      requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: s.warmUp[w++ % s.warmUp.length] }) }],
    });
  }
  const seconds = SECONDS / ROUNDS;
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? servers.map((_, i) => i) : servers.map((_, i) => servers.length - 1 - i);
    for (const i of order) {
      const st = state[i];
      const w =
        LOAD === 'wrk'
          ? wrkPaths(servers[i].address, browserHeaders(servers[i].cookie), servers[i].paths, st.n, CONNECTIONS, Math.max(1, Math.round(seconds)))
          : null;
      const r = w
        ? { requests: { total: w.requests }, errors: w.errors, non2xx: 0, latency: { p50: w.p50, p99: w.p99 } }
        : await autocannon({
            url: servers[i].address,
            connections: CONNECTIONS,
            duration: seconds,
            headers: browserHeaders(servers[i].cookie),
            requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: servers[i].paths[st.n++ % servers[i].paths.length] }) }],
          });
      if (w) st.n += w.requests;
      st.total += r.requests.total;
      st.errors += r.errors + r.non2xx;
      st.p50.push(r.latency.p50);
      st.p99 = Math.max(st.p99, r.latency.p99);
    }
  }
  return state.map((st, i) => {
    const { paths } = servers[i];
    if (st.n > paths.length) console.log(`  (note: ${st.n} requests for ${paths.length} different queries — some were asked twice)`);
    const p50 = [...st.p50].sort((a, b) => a - b)[Math.floor(st.p50.length / 2)];
    return { rps: st.total / SECONDS, p50, p99: st.p99, errors: st.errors, requests: st.total };
  });
}

function startFloor(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/bench-floor-server.ts')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.once('exit', () => child.kill('SIGKILL'));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve(child));
    child.once('exit', (code) => reject(new Error(`the floor exited (${code})`)));
  });
}

async function seedGarage(api: <T>(method: string, url: string, body?: unknown) => Promise<T>): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < 200; i++) {
    const [make, models] = GARAGE[i % GARAGE.length];
    const model = models[Math.floor(i / GARAGE.length) % models.length];
    const vehicle = {
      make,
      model,
      year: 1950 + ((i * 7) % 46),
      estimatedValue: 1_000_000 + ((i * 7919) % 900) * 100_000,
      notes: `Fahrzeug ${i} · vehicle ${i}`,
    };
    ids.push((await api<{ id: string }>('POST', '/api/vehicles', vehicle)).id);
  }
  return ids;
}

const TYPES = ['service', 'title', 'registration', 'insurance', 'purchase', 'appraisal', 'receipt', 'other'];
const line = (who: string, f: Figures) =>
  `${who.padEnd(18)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  ${f.requests} requests, errors ${f.errors}`;

if (!(await isPostgresReachable())) {
  console.log(`bench:floor needs PostgreSQL (${PG_URL} not reachable)`);
  process.exit(1);
}

console.log(
  `load average at start: ${load()} (${os.cpus().length} cores); ${LOAD}, ${CONNECTIONS} connections, ${SECONDS} s each in ${ROUNDS} turns, every request a different query`,
);
/**
 * A port of the range may be held a moment by some process's outgoing connection (the ephemeral
 * port range covers it): each server tries ten ports of its own.
 */
async function onFreePort<T>(first: number, start: (port: number) => Promise<T>): Promise<T> {
  for (let port = first; ; port++) {
    try {
      return await start(port);
    } catch (error) {
      if (port >= first + 9) throw error;
    }
  }
}
const patina = await onFreePort(PORT_BASE, (port) => startBenchServer('postgres', 'perf_floor', { port }));
let floorPort = 0;
const floor = await onFreePort(PORT_BASE + 10, (port) => startFloor(patina.databaseUrl!, (floorPort = port)));
const floorAddress = `http://127.0.0.1:${floorPort}`;
const vehicleIds = await seedGarage(patina.api);
// Patina on PGlite, loaded in the same turns as the floor when both hold PGLITE_SIZE documents.
const lite =
  !process.env.BENCH_SKIP_PGLITE && SIZES.includes(PGLITE_SIZE)
    ? await onFreePort(PORT_BASE + 20, (port) => startBenchServer('pglite', 'perf_floor_lite', { port }))
    : undefined;
const liteIds = lite ? await seedGarage(lite.api) : [];
const growth: string[] = [];
let have = 0;
for (const size of SIZES) {
  const t0 = performance.now();
  await patina.withDatabase((db) => growLibrary(db, patina.userId, vehicleIds, have, size));
  const withLite = lite && size === PGLITE_SIZE;
  if (withLite) await lite!.withDatabase((db) => growLibrary(db, lite!.userId, liteIds, 0, size));
  have = size;
  console.log(
    `\n== ${size.toLocaleString('en')} documents, 200 vehicles (seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s) — load average ${load()}`,
  );
  for (const scenario of SCENARIOS) {
    if (scenario === 'vehicles' && size !== SIZES[0] && !withLite) continue; // the garage does not grow with the library
    const seed = size * 7 + scenario.length * 1_000_003;
    const queries = (ids: string[]) => ({
      paths: uniquePaths(scenario, seed, ids, TYPES),
      warmUp: uniquePaths(scenario, seed + 50_000_000, ids, TYPES, 2_000),
    });
    const servers = [
      { address: floorAddress, cookie: patina.cookie, ...queries(vehicleIds) },
      { address: patina.address, cookie: patina.cookie, ...queries(vehicleIds) },
      ...(withLite ? [{ address: lite!.address, cookie: lite!.cookie, ...queries(liteIds) }] : []),
    ];
    const [f, p, l] = await runPair(servers);
    const target = scenario === 'list' ? 40 : scenario === 'search' ? 60 : null;
    console.log(`${scenario}: load average ${load()}`);
    console.log(`  ${line('floor', f)}`);
    console.log(
      `  ${line('Patina PostgreSQL', p)}  → ${(p.rps / f.rps).toFixed(2)}× the floor (target ≥ 0.9×)${target ? `, p99 target ≤ ${target} ms at 50k` : ''}`,
    );
    if (l) console.log(`  ${line('Patina PGlite', l)}  → ${(l.rps / f.rps).toFixed(2)}× the floor (target ≥ 0.6× for list and search)`);
    if (scenario !== 'vehicles')
      growth.push(
        `${scenario.padEnd(7)} ${String(size).padStart(6)} docs: Patina p50 ${p.p50} ms p99 ${p.p99} ms ${p.rps.toFixed(0)} req/s | floor p99 ${f.p99} ms ${f.rps.toFixed(0)} req/s`,
      );
  }
}
console.log(`\nHow the cost grows (PostgreSQL, ${CONNECTIONS} connections):\n${growth.join('\n')}\nload average at the end: ${load()}`);
floor.kill('SIGTERM');
await lite?.close();
await patina.close();
process.exit(0);
