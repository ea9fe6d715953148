import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { StorageProvider } from '../storage/storage-provider';
import { openArchive } from '../lib/read-archive';
import { instanceTables, migrationHashes } from './instance-tables';
import { BACKUP_FORMAT, type BackupManifest } from './write-backup';

export class RestoreError extends Error {}

const BATCH = 500;

/** Whether the target holds anything: any row in any table. */
async function isEmpty(db: Db): Promise<boolean> {
  for (const t of await instanceTables(db)) {
    const res = await db.execute<{ n: number }>(sql`select count(*)::int as n from (select 1 from ${sql.raw(t.ref)} limit 1) x`);
    if (res.rows[0].n > 0) return false;
  }
  return true;
}

/**
 * Restores a backup into a migrated target: the files (each checked against its SHA-256), then
 * all tables in one transaction (triggers off, so that
 * counters such as the content versions keep their backed-up values), sequences set past the
 * highest id, then the files. Refuses a target that holds data unless `force` (then the target's
 * rows are emptied first), and a backup of another schema (restore it with the Patina version
 * that wrote it, then start this one, which migrates).
 */
export async function restoreBackup(db: Db, storage: StorageProvider, file: string, opts: { force?: boolean; dataDir?: string } = {}): Promise<BackupManifest> {
  const archive = await openArchive(file);
  try {
    if (!archive.has('manifest.json')) throw new RestoreError('Not a Patina backup: manifest.json is missing.');
    const manifest = JSON.parse((await archive.buffer('manifest.json', 512 * 1024 * 1024)).toString()) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT) throw new RestoreError('Not a Patina backup (an export is imported from the profile screen instead).');
    const here = await migrationHashes(db);
    if (here.join() !== manifest.migrations.join()) {
      throw new RestoreError(
        `The backup's schema (${manifest.migrations.length} migrations) is not this version's (${here.length}): restore it with the Patina version that wrote it, then upgrade.`,
      );
    }
    if (!(await isEmpty(db)) && !opts.force)
      throw new RestoreError('The target instance is not empty. Restore into a new data dir or database, or pass --force to replace what it holds.');

    // Files first, each checked: a row is never restored without its file.
    for (const f of manifest.files) {
      const body = await archive.buffer(`files/${f.key}`, 1024 * 1024 * 1024);
      if (crypto.createHash('sha256').update(body).digest('hex') !== f.sha256)
        throw new RestoreError(`The file ${f.key} does not match its SHA-256 in the backup.`);
      if (opts.force && (await storage.exists(f.key))) await storage.delete([f.key]);
      await storage.put(f.key, body, 'application/octet-stream');
    }
    const tables = await instanceTables(db);
    await db.transaction(async (tx) => {
      for (const t of [...tables].reverse()) await tx.execute(sql`delete from ${sql.raw(t.ref)}`);
      for (const t of tables) await tx.execute(sql`alter table ${sql.raw(t.ref)} disable trigger user`);
      for (const t of tables) {
        const entry = `records/${t.name}.ndjson`;
        if (!archive.has(entry)) continue;
        const cols = sql.raw(t.columns.map((c) => `"${c.replace(/"/g, '""')}"`).join(', '));
        let batch: string[] = [];
        const flush = async () => {
          if (batch.length === 0) return;
          await tx.execute(
            sql`insert into ${sql.raw(t.ref)} (${cols}) select ${cols} from jsonb_populate_recordset(null::${sql.raw(t.ref)}, ${`[${batch.join(',')}]`}::jsonb)`,
          );
          batch = [];
        };
        for await (const line of readline.createInterface({ input: await archive.stream(entry), crlfDelay: Infinity })) {
          if (!line) continue;
          batch.push(line);
          if (batch.length >= BATCH) await flush();
        }
        await flush();
      }
      for (const t of tables) await tx.execute(sql`alter table ${sql.raw(t.ref)} enable trigger user`);
      // Serial columns (the job queue's ids) continue after the restored rows.
      await tx.execute(
        sql.raw(`do $$ declare r record; begin
        for r in select s.oid::regclass::text as seq, c.oid::regclass::text as tbl, a.attname as col
          from pg_class s join pg_depend d on d.objid = s.oid and d.deptype = 'a'
          join pg_class c on c.oid = d.refobjid join pg_attribute a on a.attrelid = c.oid and a.attnum = d.refobjsubid
          where s.relkind = 'S' loop
          execute format('select setval(%L, coalesce((select max(%I) from %s), 0) + 1, false)', r.seq, r.col, r.tbl);
        end loop; end $$`),
      );
    });

    if (opts.dataDir && archive.has('instance/auth-secret')) {
      fs.mkdirSync(opts.dataDir, { recursive: true }); // on PostgreSQL with S3 nothing else made it
      const target = path.join(opts.dataDir, 'auth-secret');
      if (opts.force || !fs.existsSync(target)) fs.writeFileSync(target, await archive.buffer('instance/auth-secret', 4096), { mode: 0o600 });
    }
    return manifest;
  } finally {
    archive.close();
  }
}
