// npm run bench:tasks — the tasks budgets:
//  - 500 tasks over 50 vehicles: GET /api/tasks p99 ≤ 30 ms at 20 connections, on PGlite and on
//    PostgreSQL (when reachable): the database path (~4,000 different filters, each asked once, so
//    none is a kept answer), then the kept answers (the screen's filters asked again);
//  - the daily reminder job for 1,000 users with 20 tasks each ≤ 30 s (mails to an outbox).
// The load average is printed next to every figure: on a shared machine the figures are pessimistic.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { addDays, todayIso } from '../src/shared/tasks/task-dates';
import { taskCategories } from '../src/shared/tasks/task-schema';
import { openDatabase, type Db } from '../src/server/db/client';
import { createMailer } from '../src/server/email/mailer';
import { sendReminders } from '../src/server/modules/tasks/reminder-job';
import { isPostgresReachable, PG_URL, serialCost, startBenchServer, type BenchTarget } from './bench-app';

const VEHICLES = 50;
const TASKS = 500;
const JOB_USERS = 1_000;
const JOB_TASKS = 20;
const load = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
const today = todayIso();

/** A task row: due dates from two months ago to a year ahead, some by odometer, a fifth done. */
function taskRow(i: number, userId: string, vehicleId: string | null, odometer: number) {
  const due = addDays(today, -60 + ((i * 37) % 420));
  const byKm = vehicleId !== null && i % 3 === 0;
  const done = i % 5 === 0;
  return sql`(${crypto.randomUUID()}, ${userId}, ${vehicleId}, ${`Task ${i}`}, ${i % 4 === 0 ? 'Notes for the workshop' : null}, ${due},
    ${byKm ? odometer + ((i * 97) % 3_000) - 500 : null}, ${['high', 'medium', 'low'][i % 3]}, ${taskCategories[i % taskCategories.length]},
    ${i % 2 === 0 ? 12 : null}, ${byKm ? 5_000 : null}, ${done ? addDays(today, -(i % 30)) : null}, ${done && vehicleId ? odometer - 100 : null})`;
}

const insertTasks = (db: Db, rows: ReturnType<typeof taskRow>[]) =>
  db.execute(sql`insert into tasks (id, user_id, vehicle_id, title, notes, due_date, due_odometer, priority, category, recur_months, recur_distance, completed_date, completed_odometer)
    values ${sql.join(rows, sql`, `)}`);

async function listBench(target: BenchTarget) {
  const server = await startBenchServer(target, 'tasks');
  try {
    const vehicleIds: string[] = [];
    for (let i = 0; i < VEHICLES; i++) {
      const v = await server.api<{ id: string }>('POST', '/api/vehicles', {
        make: ['Porsche', 'Jaguar', 'Alfa Romeo', 'Mercedes-Benz'][i % 4],
        model: `Model ${i}`,
        year: 1950 + i,
        odometer: 20_000 + i * 1_000,
      });
      vehicleIds.push(v.id);
    }
    await server.withDatabase(async (db) => {
      const rows = Array.from({ length: TASKS }, (_, i) =>
        taskRow(i, server.userId, i % 10 === 9 ? null : vehicleIds[i % VEHICLES], 20_000 + (i % VEHICLES) * 1_000),
      );
      await insertTasks(db, rows);
      await db.execute(sql`analyze`);
    });
    const check = await server.api<{ tasks: unknown[] }>('GET', '/api/tasks');
    if (check.tasks.length !== TASKS) throw new Error(`expected ${TASKS} tasks, got ${check.tasks.length}`);
    const headers = { cookie: server.cookie, 'accept-encoding': 'gzip, deflate, br' };

    // The database path: every filter the screen offers (vehicle × category × open/all × state),
    // each asked ONCE — a filtered list is kept only from its second asking (decision 018), so
    // every one of these answers is built by the database. The two unfiltered lists, kept from
    // their first asking, are left out.
    const states = ['', 'overdue', 'dueSoon', 'upcoming', 'done'];
    const distinct: string[] = [];
    for (const vehicle of ['', ...vehicleIds])
      for (const category of ['', ...taskCategories])
        for (const status of ['all', 'open'])
          for (const state of states) {
            const q = [vehicle && `vehicleId=${vehicle}`, category && `category=${category}`, `status=${status}`, state && `state=${state}`].filter(Boolean);
            if (vehicle || category || state) distinct.push(`/api/tasks?${q.join('&')}`);
          }
    const warm = distinct.splice(0, 200);
    let w = 0;
    await autocannon({
      url: server.address,
      connections: 5,
      amount: warm.length,
      headers,
      requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: warm[w++] }) }],
    });
    let n = 0;
    const once = await autocannon({
      url: server.address,
      connections: 20,
      amount: distinct.length,
      headers,
      requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: distinct[n++ % distinct.length] }) }],
    });
    console.log(
      `${target.padEnd(8)} GET /api/tasks database path (${TASKS} tasks, ${VEHICLES} vehicles, ${distinct.length} different queries, each asked once) at 20 connections: p50 ${once.latency.p50} ms, p99 ${once.latency.p99} ms, ${Math.round(once.requests.average)} req/s, ${once.errors + once.non2xx} errors (budget p99 ≤ 30 ms) — ${load()}`,
    );

    // What a user sees going back and forth: the screen's filters in turn, kept from their second asking.
    const paths = [
      '/api/tasks',
      '/api/tasks?status=open',
      ...taskCategories.map((c) => `/api/tasks?category=${c}`),
      ...vehicleIds.map((id, i) => `/api/tasks?vehicleId=${id}${i % 2 ? `&category=${taskCategories[i % taskCategories.length]}` : ''}`),
    ];
    let k = 0;
    const requests = [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: paths[k++ % paths.length] }) }];
    await autocannon({ url: server.address, connections: 5, duration: 2, headers, requests });
    const r = await autocannon({ url: server.address, connections: 20, duration: 10, headers, requests });
    // What one answer costs when nothing else waits: the figure a loaded machine distorts least.
    const serial = await serialCost(`${server.address}/api/tasks`, headers, 100);
    console.log(
      `${target.padEnd(8)} GET /api/tasks kept answers (${paths.length} queries in turn, asked again) at 20 connections: p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${Math.round(r.requests.average)} req/s, ${r.errors + r.non2xx} errors; one at a time ${serial.toFixed(1)} ms per answer — ${load()}`,
    );
  } finally {
    await server.close();
  }
}

async function jobBench(target: BenchTarget) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-tasks-job-'));
  const dbName = `patina_tasks_job_${process.pid}`;
  const admin = async (text: string) => {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(text).finally(() => c.end());
  };
  let databaseUrl: string | undefined;
  if (target === 'postgres') {
    await admin(`DROP DATABASE IF EXISTS ${dbName}`);
    await admin(`CREATE DATABASE ${dbName}`);
    const url = new URL(PG_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const { db } = database;
    for (let start = 0; start < JOB_USERS; start += 100) {
      const users = Array.from({ length: 100 }, (_, k) => ({
        id: `bench-user-${String(start + k).padStart(5, '0')}`,
        vehicle: crypto.randomUUID(),
        k: start + k,
      }));
      await db.execute(
        sql`insert into users (id, name, email, language) values ${sql.join(
          users.map((u) => sql`(${u.id}, ${`Owner ${u.k}`}, ${`owner${u.k}@example.com`}, ${u.k % 2 ? 'de' : 'en'})`),
          sql`, `,
        )}`,
      );
      await db.execute(
        sql`insert into vehicles (id, user_id, make, model, year, odometer) values ${sql.join(
          users.map((u) => sql`(${u.vehicle}, ${u.id}, 'Porsche', '911', 1970, 40000)`),
          sql`, `,
        )}`,
      );
      await insertTasks(
        db,
        users.flatMap((u) => Array.from({ length: JOB_TASKS }, (_, i) => taskRow(u.k * JOB_TASKS + i, u.id, i % 4 === 3 ? null : u.vehicle, 40_000))),
      );
    }
    await db.execute(sql`analyze`);
    // Mails go where they go without SMTP: one JSON file each in the outbox.
    const mailer = createMailer({
      from: 'Patina <patina@example.com>',
      dataDir,
      log: { info: () => undefined } as unknown as Parameters<typeof createMailer>[0]['log'],
    });
    const deps = { db, mailer, publicUrl: 'http://127.0.0.1', enqueue: async () => null };
    const started = performance.now();
    const { mails } = await sendReminders(deps);
    const seconds = (performance.now() - started) / 1000;
    const again = performance.now();
    const second = await sendReminders(deps);
    console.log(
      `${target.padEnd(8)} daily reminder job, ${JOB_USERS.toLocaleString('en')} users × ${JOB_TASKS} tasks: ${seconds.toFixed(1)} s, ${mails} digests (budget ≤ 30 s); a second run the same day: ${((performance.now() - again) / 1000).toFixed(1)} s, ${second.mails} mails — ${load()}`,
    );
  } finally {
    await database.close();
    if (target === 'postgres') await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const targets: BenchTarget[] = ['pglite'];
  if (await isPostgresReachable()) targets.push('postgres');
  else console.log(`PostgreSQL not reachable at ${PG_URL}: PGlite only`);
  for (const target of targets) await listBench(target);
  for (const target of targets) await jobBench(target);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
