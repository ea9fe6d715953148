// The embedded database on its own thread (see pglite-thread.ts for why). Plain JavaScript so
// that the same file runs under the test runner, tsx and the bundled server without a build step.
import fs from 'node:fs';
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

// Dates and times stay the strings PostgreSQL sends, as drizzle's PGlite driver asks; its parser
// functions cannot cross threads, so the same ones are applied here to every query.
const keep = (value) => value;
const parsers = Object.fromEntries([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, keep]));

/**
 * PGlite 0.3 starts PostgreSQL with `shared_buffers=128MB` written into its WASM binary (its
 * start-up arguments outrank postgresql.conf and ALTER SYSTEM, and it offers no option for them).
 * Those 128 MB live in the WASM heap, which never shrinks, and made up half of an idle server's
 * memory. 16 MB keeps the memory budgets of issue 19 (decision 024); the pages PostgreSQL no
 * longer keeps itself are read again from the files, which the operating system caches.
 * So the setting is rewritten in a copy of the binary, in place and at the same length. Should
 * a PGlite upgrade change the text, PGlite runs with its own setting (the test on
 * `show shared_buffers` says so).
 */
const SHARED_BUFFERS = '16MB';
async function smallBufferPool() {
  const bytes = fs.readFileSync(new URL('pglite.wasm', import.meta.resolve('@electric-sql/pglite')));
  const from = Buffer.from('shared_buffers=128MB\0');
  const at = bytes.indexOf(from);
  if (at < 0 || bytes.indexOf(from, at + 1) >= 0) return undefined;
  const to = Buffer.alloc(from.length); // NUL-padded: the C string ends where the new value does
  to.write(`shared_buffers=${SHARED_BUFFERS}`, 'latin1');
  to.copy(bytes, at);
  return WebAssembly.compile(bytes);
}

/**
 * V8 recompiles PostgreSQL's hot functions with its optimising compiler (TurboFan) in the
 * background, by default in as many parallel jobs as there are cores, each holding its own
 * compiler memory, which each thread's allocator then keeps: one job at a time lowered an idle
 * server by ~40 MB. And one of PostgreSQL's functions (39 KB of WASM) took 94 MB of compiler
 * memory for TurboFan's full register allocator — a spike of ~90 MB whenever it got hot, mostly
 * just after start-up; its mid-tier allocator (V8's own choice for huge functions) needs 5 MB and
 * 93 ms instead of 589 ms. The code it makes keeps more values in memory than in registers; the
 * export of 10,000 documents took as long either way (decision 024). Both flags are process-wide
 * (the main thread's optimised JavaScript gets the mid-tier allocator too) and read when a
 * compilation starts, so they are set before PGlite's module is compiled.
 */
v8.setFlagsFromString('--wasm-num-compilation-tasks=1');
v8.setFlagsFromString('--turbo-force-mid-tier-regalloc');

// Relaxed durability only skips awaiting PGlite's file-system sync after each query, which for
// files on a real disk (Node's file system, not the browser's IndexedDB) has nothing to do:
// PostgreSQL's own writes already went to the files. It saves a third of each query's cost.
// A module compiled by an earlier thread of this process (see pglite-thread.ts) is used as it is.
const wasmModule = workerData.wasmModule ?? (await smallBufferPool());
const db = await PGlite.create(workerData.dataDir, { relaxedDurability: true, wasmModule });
/** Open transactions by id: the handle PGlite gave us and how to end it. */
const open = new Map();

function errorFields(error) {
  const e = error instanceof Error ? error : new Error(String(error));
  const fields = { message: e.message, name: e.name };
  for (const key of ['code', 'detail', 'hint', 'severity', 'constraint', 'table', 'column', 'schema', 'position', 'where']) {
    if (typeof e[key] === 'string' || typeof e[key] === 'number') fields[key] = e[key];
  }
  return fields;
}

/**
 * Statements prepared in this session, by name: each is prepared the first time it is asked
 * (`PREPARE`), then run by `EXECUTE` with its arguments written into the text (PgliteThread.
 * queryPrepared). PGlite's `query` parses and plans a statement every time and crosses into the
 * WASM module six times for it (parse, two describes, bind, execute, sync); the garage's statement
 * took 26 ms that way and 11 ms prepared (load 17), and that difference was most of what PGlite's
 * garage cost beyond the floor's (decision 027, seventh amendment).
 */
const prepared = new Map();

const handlers = {
  query: ({ sql, params, rowMode, tx }) => (tx ? open.get(tx).handle : db).query(sql, params, { rowMode, parsers }),
  prepared: async ({ name, sql, execute }) => {
    let ready = prepared.get(name);
    if (!ready) {
      ready = db.exec(`prepare ${name} as ${sql}`);
      prepared.set(name, ready);
      ready.catch(() => prepared.delete(name));
    }
    await ready;
    const [result] = await db.exec(execute, { parsers });
    return result;
  },
  exec: ({ sql, tx }) => (tx ? open.get(tx).handle : db).exec(sql),
  // Resolves once PGlite has begun the transaction; it stays open until commit or rollback.
  begin: ({ id }) =>
    new Promise((began, failed) => {
      const done = db
        .transaction(
          (handle) =>
            new Promise((commit, rollback) => {
              open.set(id, { handle, commit, rollback, done });
              began(id);
            }),
        )
        .finally(() => open.delete(id));
      done.catch(failed);
    }),
  commit: async ({ tx }) => {
    const t = open.get(tx);
    t.commit();
    await t.done;
  },
  rollback: async ({ tx }) => {
    const t = open.get(tx);
    t.rollback(new Error('rolled back'));
    await t.done.catch(() => {});
  },
  close: () => db.close(),
};

parentPort.on('message', async (message) => {
  try {
    const result = await handlers[message.op](message);
    parentPort.postMessage({ id: message.id, result });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: errorFields(error) });
  }
});
parentPort.postMessage({ ready: true, wasmModule });
