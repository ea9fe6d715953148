import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { StorageProvider } from './storage-provider';

/** Every column that holds a storage key: a file is kept while one of them names it. */
const REFERENCES = sql`
  exists (select 1 from vehicle_documents_content d where d.file_url = p.key)
  or exists (select 1 from intake_holds h where h.file_key = p.key)
  or exists (select 1 from document_versions v where v.file_url = p.key)
  or exists (select 1 from feedback f where f.screenshot_key = p.key)
  or exists (select 1 from vehicle_photos ph where p.key in (ph.original_key, ph.display_key, ph.thumb_key))`;

/**
 * Decision 013: files announced before they were written (tracked-storage.ts) and older than
 * `olderThanMs` — long past any upload still under way — are looked at: a file no row names is a
 * crash's leftover and is deleted; the announcement goes either way. The file goes before its
 * announcement, so a crash during the sweep only repeats it. Answers how many files were removed.
 */
export async function sweepOrphanFiles(db: Db, storage: StorageProvider, opts: { olderThanMs: number; now?: number; batch?: number }): Promise<number> {
  const cutoff = new Date((opts.now ?? Date.now()) - opts.olderThanMs).toISOString();
  const batch = opts.batch ?? 500;
  let removed = 0;
  for (;;) {
    const due = await db.execute<{ key: string; referenced: boolean }>(
      sql`select p.key, (${REFERENCES}) as referenced from pending_files p where p.created_at <= ${cutoff}::timestamptz order by p.created_at limit ${batch}`,
    );
    if (due.rows.length === 0) return removed;
    const orphans = due.rows.filter((r) => !r.referenced).map((r) => r.key);
    if (orphans.length) await storage.delete(orphans);
    removed += orphans.length;
    const keys = due.rows.map((r) => r.key);
    await db.execute(
      sql`delete from pending_files where key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
    if (due.rows.length < batch) return removed;
  }
}
