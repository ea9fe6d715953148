import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openChangeFeed, type ChangeFeed } from '../../src/server/cache/change-feed';
import { createThrowawayDatabase } from './support/test-app';
import { until } from './support/until';

// The instances' change feed on a real PostgreSQL: a connection the server closes (a restart, a terminated backend, the
// database dropped while the feed ends) is replaced, never an error that ends the process.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the change feed on PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let feed: ChangeFeed;
  const seen: (string | undefined)[] = [];
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    db = await createThrowawayDatabase();
    process.on('uncaughtException', onUncaught);
    feed = await openChangeFeed({ databaseUrl: db.url, onChange: (id) => seen.push(id), onDisconnect: () => undefined, log: pino({ level: 'silent' }) });
  });

  afterAll(async () => {
    await feed.close();
    await db.drop();
    process.off('uncaughtException', onUncaught);
  });

  it('announces again after the server terminated its idle sending connection', async () => {
    await feed.announce('first');
    await until(() => seen.includes('first'));
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    // Every other backend of the database: the sending pool's idle connection and the listener.
    const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    for (const { pid } of rows) await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    // The listener comes back on its own; the next announcement opens a new sending connection.
    await until(async () => {
      await feed.announce('second').catch(() => undefined);
      return seen.includes('second');
    });
    expect(uncaught).toEqual([]);
  });
});
