import pg from 'pg';
import type { Db } from './client';
import type { TextStatement } from './execute-prepared';

/**
 * Opens every connection of a PostgreSQL pool and runs `statements` on each, in order: the named
 * ones are then prepared on every connection, and the planning of the others has read the
 * catalogue entries they need (tables, indexes, statistics, text-search dictionaries) into the
 * connection's caches. A new backend plans its first search in 25–53 ms against 0.4 ms after at
 * 50,000 documents (decision 027); twenty of them meeting the first burst of requests made the
 * slowest answers of the first seconds. Resolves with the number of connections warmed.
 *
 * The connections are all checked out at once (so that each is a different one), each given back
 * when its statements have run. A statement that fails (a database not yet migrated, say) ends that connection's
 * warm-up, not the server: a cold connection still answers, only slower the first time. PGlite
 * (one session, in-process) has nothing to open: 0.
 */
export async function warmPool(db: Db, statements: TextStatement[]): Promise<number> {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return 0;
  const size = pool.options.max;
  // A connection refused (the server's max_connections reached) is left to be opened when needed.
  const opened = await Promise.allSettled(Array.from({ length: size }, () => pool.connect()));
  const clients = opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
  await Promise.all(
    clients.map(async (client) => {
      try {
        for (const statement of statements) await client.query(statement);
      } catch {
        // See above: a cold connection is slower, not wrong.
      } finally {
        // Given back as soon as it is warm: a request asked meanwhile takes the first one free.
        client.release();
      }
    }),
  );
  return clients.length;
}
