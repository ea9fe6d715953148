import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The garage list as sent, kept per user and query, and trusted only while the database says
 * nothing changed: one tiny query reads the number of the user's vehicles and the newest row
 * version (PostgreSQL's xmin changes with every insert and update; deletes change the count, and
 * every photo change touches its vehicle's row). A 200-vehicle garage is then answered without
 * rebuilding and re-serialising it.
 *
 * Even that query costs a database round trip per request, too much for 50 concurrent requests
 * within 30 ms on the embedded database. So a confirmed version is trusted for VERSION_TRUST_MS:
 * writes through this process forget it at once (exact for one instance); a write through
 * another instance is seen here at most VERSION_TRUST_MS later.
 */
const VERSION_TRUST_MS = 250;
const MAX_ENTRIES = 500;
const cache = new Map<string, { version: string; body: string }>();
const confirmed = new Map<string, { version: string; at: number }>();

export async function listVersion(db: Db, userId: string): Promise<string> {
  const now = Date.now();
  const known = confirmed.get(userId);
  if (known && now - known.at < VERSION_TRUST_MS) return known.version;
  const result = await db.execute<{ v: string }>(
    sql`select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as v from vehicles where user_id = ${userId}`,
  );
  const version = result.rows[0].v;
  if (confirmed.size >= MAX_ENTRIES) confirmed.clear();
  confirmed.set(userId, { version, at: now });
  return version;
}

/** Called by every write to a user's vehicles or photos. */
export function forgetList(userId: string) {
  confirmed.delete(userId);
  for (const key of cache.keys()) if (key.startsWith(`${userId}:`)) cache.delete(key);
}

export async function cachedList(db: Db, key: string, userId: string, build: () => Promise<string>): Promise<string> {
  const version = await listVersion(db, userId);
  const hit = cache.get(key);
  if (hit && hit.version === version) return hit.body;
  const body = await build();
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, { version, body });
  return body;
}
