import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The garage list as sent, kept per user and query, and trusted only while the database says
 * nothing changed: one tiny query reads the number of the user's vehicles and the newest row
 * version (PostgreSQL's xmin changes with every insert and update; deletes change the count, and
 * every photo change touches its vehicle's row). Another instance's writes are therefore seen at
 * once, and a 200-vehicle garage is answered without rebuilding and re-serialising it.
 */
const MAX_ENTRIES = 500;
const cache = new Map<string, { version: string; body: string }>();

export async function listVersion(db: Db, userId: string): Promise<string> {
  const result = await db.execute<{ v: string }>(
    sql`select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as v from vehicles where user_id = ${userId}`,
  );
  return result.rows[0].v;
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
