import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform, type Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import yazl from 'yazl';
import type { Db } from '../db/client';
import type { StorageProvider } from '../storage/storage-provider';
import { identifier, instanceTables, keyColumns, migrationHashes, rowsAsJson, type InstanceTable } from './instance-tables';

export const BACKUP_FORMAT = 'patina-backup';
const PAGE = 1000;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  migrations: string[];
  tables: Record<string, number>;
  files: { key: string; sha256: string; size: number }[];
  /** Files a row named at the snapshot that were gone when they were copied (deleted while the backup ran). */
  vanished: string[];
}

async function add(zip: yazl.ZipFile, name: string, source: Readable, compress: boolean) {
  zip.addReadStream(source, name, { compress, mtime: new Date(0) });
  await finished(source);
}

/**
 * The whole instance into one ZIP: every table as NDJSON (`records/<schema.table>.ndjson`,
 * PostgreSQL's own JSON of each row), the files the rows name (`files/<key>`), the auth secret
 * kept in the data dir, and a manifest. The rows are read in one REPEATABLE READ, READ ONLY
 * transaction: one snapshot of every table while the instance keeps running. Files are copied
 * after it: a file is only ever removed after its row, so every key of the snapshot is either
 * there or was deleted by a change newer than the snapshot (listed as vanished).
 */
export async function writeBackup(db: Db, storage: StorageProvider, out: Writable, opts: { dataDir?: string } = {}): Promise<BackupManifest> {
  const zip = new yazl.ZipFile();
  const piped = pipeline(zip.outputStream, out);
  try {
    const counts: Record<string, number> = {};
    const keys = new Set<string>();
    let migrations: string[] = [];
    await db.transaction(
      async (tx) => {
        migrations = await migrationHashes(tx);
        const tables = await instanceTables(tx);
        const keyCols = await keyColumns(tx);
        for (const table of tables) {
          counts[table.name] = 0;
          await add(zip, `records/${table.name}.ndjson`, Readable.from(lines(tx as unknown as Db, table, counts)), true);
          for (const k of keyCols.filter((c) => `${table.name}`.endsWith(`.${c.table}`))) {
            const res = await tx.execute<{ key: string }>(
              sql`select distinct ${identifier(k.column)} as key from ${sql.raw(table.ref)} where ${identifier(k.column)} is not null and ${identifier(k.column)} <> ''`,
            );
            for (const r of res.rows) keys.add(r.key);
          }
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );

    const files: BackupManifest['files'] = [];
    const vanished: string[] = [];
    for (const key of [...keys].sort()) {
      if (!(await storage.exists(key))) {
        vanished.push(key);
        continue;
      }
      const hash = crypto.createHash('sha256');
      let size = 0;
      const tap = new Transform({
        transform(chunk: Buffer, _e, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      const source = await storage.get(key);
      source.on('error', (error) => tap.destroy(error));
      await add(zip, `files/${key}`, source.pipe(tap), false);
      files.push({ key, sha256: hash.digest('hex'), size });
    }
    const secret = opts.dataDir ? path.join(opts.dataDir, 'auth-secret') : undefined;
    if (secret && fs.existsSync(secret)) zip.addBuffer(fs.readFileSync(secret), 'instance/auth-secret', { mtime: new Date(0) });
    const manifest: BackupManifest = { format: BACKUP_FORMAT, createdAt: new Date().toISOString(), migrations, tables: counts, files, vanished };
    zip.addBuffer(Buffer.from(JSON.stringify(manifest)), 'manifest.json', { mtime: new Date(0) });
    zip.end();
    await piped;
    return manifest;
  } catch (error) {
    (zip.outputStream as Readable).destroy(error as Error);
    await piped.catch(() => undefined);
    throw error;
  }
}

async function* lines(db: Db, table: InstanceTable, counts: Record<string, number>) {
  for (let offset = 0; ; offset += PAGE) {
    const rows = await rowsAsJson(db, table, offset, PAGE);
    if (rows.length === 0) return;
    counts[table.name] += rows.length;
    yield rows.join('\n') + '\n';
    if (rows.length < PAGE) return;
  }
}
