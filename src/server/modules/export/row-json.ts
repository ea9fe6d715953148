import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A row as the archive keeps it: every column by its property name except generated ones
 * (the database makes those again), timestamps as ISO text. And back: timestamps become dates.
 */
export function columnsOf(table: PgTable) {
  const all = getTableColumns(table);
  const kept = Object.entries(all).filter(([, c]) => !c.generated);
  return {
    names: kept.map(([name]) => name),
    timestamps: new Set(kept.filter(([, c]) => c.columnType === 'PgTimestamp').map(([name]) => name)),
    required: kept.filter(([, c]) => c.notNull && !c.hasDefault).map(([name]) => name),
  };
}

export function toArchiveRow(names: string[], row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of names) {
    const value = row[name];
    out[name] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

export function fromArchiveRow(cols: ReturnType<typeof columnsOf>, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of cols.names) {
    if (!(name in row)) continue; // an older archive: the column's default applies
    const value = row[name];
    out[name] = cols.timestamps.has(name) && typeof value === 'string' ? new Date(value) : value;
  }
  return out;
}
