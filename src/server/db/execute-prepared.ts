import pg from 'pg';
import type { Db } from './client';
import type { PgliteThread } from './pglite-thread';

/** A statement written as text with numbered parameters; with a name, prepared once per connection on PostgreSQL. */
export interface TextStatement {
  text: string;
  values: unknown[];
  name?: string;
}

/**
 * Runs a statement written as text with numbered parameters ($1…), for the few statements asked
 * thousands of times a second whose text is written once per shape (library-row.ts): building
 * drizzle's SQL objects and their text again for every request cost more than the rest of the
 * server's work on the answer. With a `name`, PostgreSQL prepares it once per connection (the
 * name must stand for this text alone); without, it is planned for its values every time — what
 * a search needs, whose best plan depends on the word (decision 027). PGlite prepares it too, in its
 * one session (PgliteThread.queryPrepared).
 */
export async function executeText<T extends Record<string, unknown>>(db: Db, statement: TextStatement): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return (await client.query<T>(statement)).rows;
  const lite = client as PgliteThread;
  if (statement.name) return (await lite.queryPrepared<T>(statement.name, statement.text, statement.values)).rows;
  return (await lite.query<T>(statement.text, statement.values)).rows;
}

/** Separates the rows' JSON texts a statement aggregates into one value: JSON never holds this character unescaped. */
export const ROW_SEPARATOR = '\u001e';
/** The same separator as an SQL literal. */
export const ROW_SEPARATOR_SQL = `E'\\x1e'`;

/** Every statement text written so far, by its shape's name (a few dozen at most: shapes, not values). */
const shapeTexts = new Map<string, string>();

/**
 * The text of a statement of one shape, written once: `name` stands for this text alone (it is also
 * the prepared statement's name where one is used), `write` writes it the first time it is asked.
 */
export function textOfShape(name: string, write: () => string): string {
  let text = shapeTexts.get(name);
  if (text === undefined) shapeTexts.set(name, (text = write()));
  return text;
}
