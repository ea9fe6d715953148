import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

export interface InstanceTable {
  /** Quoted, schema-qualified name, as SQL text. */
  ref: string;
  /** `schema.table`, as the archive names it. */
  name: string;
  /** Columns a row is written with (generated ones are made again by the database). */
  columns: string[];
  /** Primary key columns: rows are read in this order, so two dumps of the same data are equal. */
  orderBy: string[];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Every table of the instance, found in the catalogue (so a table a module adds later is backed
 * up without this file knowing it), parents before children along the foreign keys. The
 * migrations table is not among them: a restore migrates the target and compares instead.
 */
export async function instanceTables(db: Runner): Promise<InstanceTable[]> {
  const cols = await db.execute<{ schema: string; table: string; column: string; generated: string; pk: boolean }>(sql`
    select n.nspname as schema, c.relname as table, a.attname as column, a.attgenerated::text as generated,
      exists (select 1 from pg_index i where i.indrelid = c.oid and i.indisprimary and a.attnum = any(i.indkey)) as pk
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where c.relkind = 'r' and n.nspname = current_schema()
    order by n.nspname, c.relname, a.attnum`);
  const fks = await db.execute<{ child: string; parent: string }>(sql`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
    from pg_constraint c where c.contype = 'f' and c.conrelid <> c.confrelid`);

  const tables = new Map<string, InstanceTable>();
  for (const r of cols.rows) {
    const t = tables.get(r.table) ?? { ref: `${quote(r.schema)}.${quote(r.table)}`, name: `${r.schema}.${r.table}`, columns: [], orderBy: [] };
    if (!r.generated) t.columns.push(r.column);
    if (r.pk) t.orderBy.push(r.column);
    tables.set(r.table, t);
  }
  // Parents first (a depth-first topological order); regclass text is the bare name in the current schema.
  const parents = new Map<string, string[]>();
  for (const fk of fks.rows) parents.set(fk.child, [...(parents.get(fk.child) ?? []), fk.parent.replace(/^"|"$/g, '')]);
  const ordered: InstanceTable[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name) || !tables.has(name)) return;
    seen.add(name);
    for (const p of parents.get(name) ?? []) visit(p);
    ordered.push(tables.get(name)!);
  };
  for (const name of [...tables.keys()].sort()) visit(name);
  for (const t of ordered) if (t.orderBy.length === 0) t.orderBy = t.columns;
  return ordered;
}

/** One page of a table's rows as JSON text, exactly as PostgreSQL writes them (timestamps to the microsecond). */
export async function rowsAsJson(db: Runner, table: InstanceTable, offset: number, limit: number): Promise<string[]> {
  const order = sql.raw(table.orderBy.map(quote).join(', '));
  const res = await db.execute<{ j: string }>(
    sql`select to_jsonb(t)::text as j from ${sql.raw(table.ref)} t order by ${order} limit ${limit} offset ${offset}`,
  );
  return res.rows.map((r) => r.j);
}

/** The applied migrations, by hash: a backup restores only into the same schema. */
export async function migrationHashes(db: Runner): Promise<string[]> {
  const res = await db.execute<{ hash: string }>(sql`select hash from drizzle.__drizzle_migrations order by id`);
  return res.rows.map((r) => r.hash);
}

/**
 * Storage keys named by the rows, by the convention the transfer uses too: text columns named
 * `file_url` or ending in `_key` (decision 009).
 */
export async function keyColumns(db: Runner): Promise<{ table: string; column: string }[]> {
  const res = await db.execute<{ table: string; column: string }>(sql`
    select table_name as table, column_name as column from information_schema.columns
    where table_schema = current_schema() and data_type = 'text' and (column_name = 'file_url' or column_name like '%\\_key')
      -- The job queue's singleton keys name a run (a day, an hour), not a stored file.
      and column_name <> 'singleton_key'`);
  return res.rows;
}

export const identifier = (name: string): SQL => sql.raw(quote(name));
