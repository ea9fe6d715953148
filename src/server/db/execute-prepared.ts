import crypto from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client';

const dialect = new PgDialect();

/**
 * Runs a statement asked thousands of times a second with only its values changing — a library
 * page — as a named prepared statement on PostgreSQL: each connection parses and analyses each
 * shape once instead of every time (at 50,000 documents that was a third of the database's time
 * for a page). The name is the text's hash; callers keep the shapes few (filters present or not,
 * never values in the text). PGlite runs it as any other statement.
 */
export async function executePrepared<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return (await db.execute<T>(query)).rows as T[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `p_${crypto.createHash('sha1').update(text).digest('base64url')}`;
  return (await client.query({ name, text, values: params })).rows as T[];
}
