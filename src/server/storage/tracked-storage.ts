import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { StorageProvider } from './storage-provider';

/**
 * Decision 013: the storage every module writes through. Each new file is first announced in
 * `pending_files`, committed before a byte is written, so a crash at any moment after it leaves
 * a trace the sweeper follows (sweep-orphan-files.ts). Copies are not announced: only a
 * transfer copies, thousands of files at once, and it has its own crash handling
 * (complete-transfer.ts: a retry copies again over its leftovers). Reads and deletes pass through.
 */
export function trackWrites(storage: StorageProvider, db: Db): StorageProvider {
  const announce = (key: string) => db.execute(sql`insert into pending_files (key) values (${key}) on conflict (key) do update set created_at = now()`);
  return {
    ...storage,
    async put(key, body, contentType) {
      await announce(key);
      await storage.put(key, body, contentType);
    },
    copy: (from, to) => storage.copy(from, to),
    get: (key) => storage.get(key),
    delete: (keys) => storage.delete(keys),
    exists: (key) => storage.exists(key),
  };
}

/**
 * Decision 013: files whose rows this transaction deletes are handed to the sweeper in the same
 * transaction (due at once), then deleted after the commit. A crash, or a storage that fails,
 * between the commit and the deletion leaves them to the next sweep; a rolled-back deletion
 * leaves their rows, which keep them. So no row ever points to a file already gone.
 */
export async function releaseFiles(tx: Pick<Db, 'execute'>, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.execute(
    sql`insert into pending_files (key, created_at) values ${sql.join(
      keys.map((k) => sql`(${k}, 'epoch'::timestamptz)`),
      sql`, `,
    )} on conflict (key) do update set created_at = 'epoch'::timestamptz`,
  );
}

/** After the commit: the released files go, and with them their entries. */
export async function deleteReleased(db: Pick<Db, 'execute'>, storage: StorageProvider, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await storage.delete(keys);
  await db.execute(
    sql`delete from pending_files where key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  );
}
