import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/** The PostgreSQL channel on which every instance says "I wrote something". */
const CHANNEL = 'patina_content_changed';
const RECONNECT_MS = 1_000;

export interface ChangeFeed {
  /** Tells every instance (this one too) that something was written, with the write's id (write-receipts.ts). */
  announce(writeId: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Several instances on one PostgreSQL: each keeps answers behind content versions it trusts for a
 * moment (content-cache.ts). A write through one instance is announced with NOTIFY before its
 * answer leaves, and every instance LISTENing forgets its trusted versions on arrival, so a read
 * on another instance right after the write sees it. While the listening connection is down,
 * versions are trusted for no time at all (`onDisconnect`), so nothing stale is served meanwhile.
 * PGlite is one process, one instance: it needs none of this.
 */
export async function openChangeFeed(opts: {
  databaseUrl: string;
  /** With the write's id when the announcement carried one. */
  onChange: (writeId?: string) => void;
  onDisconnect: (down: boolean) => void;
  log: FastifyBaseLogger;
}): Promise<ChangeFeed> {
  const { databaseUrl, onChange, onDisconnect, log } = opts;
  const sender = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // An idle connection closed by the server (a restart, a terminated backend, a database dropped while the pool ends) is
  // replaced on the next announcement; left unhandled, the pool's error event would end the process.
  sender.on('error', (error) => log.warn({ err: error }, 'change feed: an idle sending connection was closed'));
  let listener: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const listen = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (message) => onChange(message.payload || undefined));
    client.on('error', (error) => {
      log.warn({ err: error }, 'change feed: connection lost, reconnecting');
      lost(client);
    });
    client.on('end', () => lost(client));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
    onDisconnect(false);
    // Whatever was written while this instance was not listening.
    onChange();
  };
  const lost = (client: pg.Client) => {
    if (listener !== client) return;
    listener = undefined;
    onDisconnect(true);
    client.end().catch(() => {});
    if (!closed) scheduleReconnect();
  };
  const scheduleReconnect = () => {
    retry = setTimeout(() => {
      listen().catch((error) => {
        log.warn({ err: error }, 'change feed: could not reconnect');
        if (!closed) scheduleReconnect();
      });
    }, RECONNECT_MS);
    retry.unref();
  };

  await listen();
  return {
    async announce(writeId) {
      await sender.query('select pg_notify($1, $2)', [CHANNEL, writeId]);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = undefined;
      await Promise.all([client?.end(), sender.end()]);
    },
  };
}
