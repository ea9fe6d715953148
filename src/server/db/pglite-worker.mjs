// The embedded database on its own thread (see pglite-thread.ts for why). Plain JavaScript so
// that the same file runs under the test runner, tsx and the bundled server without a build step.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

// Dates and times stay the strings PostgreSQL sends, as drizzle's PGlite driver asks; its parser
// functions cannot cross threads, so the same ones are applied here to every query.
const keep = (value) => value;
const parsers = Object.fromEntries([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, keep]));

// Relaxed durability only skips awaiting PGlite's file-system sync after each query, which for
// files on a real disk (Node's file system, not the browser's IndexedDB) has nothing to do:
// PostgreSQL's own writes already went to the files. It saves a third of each query's cost.
const db = await PGlite.create(workerData.dataDir, { relaxedDurability: true });
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

const handlers = {
  query: ({ sql, params, rowMode, tx }) => (tx ? open.get(tx).handle : db).query(sql, params, { rowMode, parsers }),
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
parentPort.postMessage({ ready: true });
