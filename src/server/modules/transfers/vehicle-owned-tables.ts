import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The tables whose rows belong to a vehicle, found in the database's own catalogue rather than
 * listed here — so that a table another module adds later moves with the vehicle without this
 * file knowing it. A table belongs to a vehicle when it has a `user_id` column and a foreign key
 * to `vehicles` or (transitively) to a table that does, e.g. vehicle_photos → vehicles,
 * document_versions → vehicle_documents_content → vehicles.
 *
 * By the same convention its stored files are the text columns named `file_url` or ending in
 * `_key`: a transfer re-keys those under the new owner.
 */
export interface OwnedTable {
  table: string;
  /** Selects this table's rows of the vehicle `$vehicleId` (through its chain of foreign keys). */
  scope: (vehicleId: string) => SQL;
  keyColumns: string[];
}

type ForeignKey = {
  child: string;
  column: string;
  parent: string;
  parentColumn: string;
};

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

export async function vehicleOwnedTables(tx: Tx | Db): Promise<OwnedTable[]> {
  const fks = await tx.execute<ForeignKey>(sql`
    select c.conrelid::regclass::text as child, a.attname as column, c.confrelid::regclass::text as parent, pa.attname as "parentColumn"
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
    where c.contype = 'f' and array_length(c.conkey, 1) = 1
      and exists (select 1 from pg_attribute u where u.attrelid = c.conrelid and u.attname = 'user_id' and not u.attisdropped)`);
  const columns = await tx.execute<{ table: string; column: string }>(sql`
    select table_name as table, column_name as column from information_schema.columns
    where table_schema = current_schema() and data_type = 'text' and (column_name = 'file_url' or column_name like '%\\_key')`);

  const found: OwnedTable[] = [];
  const scopes = new Map<string, (vehicleId: string) => SQL>([['vehicles', (id) => sql`${ident('id')} = ${id}`]]);
  // Breadth first from vehicles; each table once (the first, shortest chain wins).
  for (let frontier = ['vehicles']; frontier.length > 0;) {
    const next: string[] = [];
    for (const parent of frontier) {
      for (const fk of fks.rows.filter((f) => f.parent === parent && !scopes.has(f.child))) {
        const parentScope = scopes.get(parent)!;
        const scope = (id: string) => sql`${ident(fk.column)} in (select ${ident(fk.parentColumn)} from ${ident(parent)} where ${parentScope(id)})`;
        scopes.set(fk.child, scope);
        found.push({ table: fk.child, scope, keyColumns: columns.rows.filter((c) => c.table === fk.child).map((c) => c.column) });
        next.push(fk.child);
      }
    }
    frontier = next;
  }
  return found;
}

export { ident };
