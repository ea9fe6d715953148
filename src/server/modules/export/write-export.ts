import crypto from 'node:crypto';
import { Readable, Transform, type Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { and, asc, getTableColumns, gt } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import yazl from 'yazl';
import { EXPORT_FORMAT, EXPORT_SCHEMA_VERSION, fileEntryName } from '../../../shared/export/archive-rules';
import type { Db } from '../../db/client';
import { collectGarbage } from '../../lib/collect-garbage';
import type { StorageProvider } from '../../storage/storage-provider';
import { columnsOf, toArchiveRow } from './row-json';
import { exportersFor, type ExportScope, type TableExporter } from './table-exporters';

/** Rows read per query: enough to keep the database busy, few enough to keep memory flat. */
const PAGE = 500;
/** Files, and record rows, between two full garbage collections (see collectGarbage). */
const FILES_PER_COLLECTION = 1000;
const ROWS_PER_COLLECTION = 2000;

export interface ManifestFile {
  entry: string;
  table: string;
  id: string;
  column: string;
  sha256: string;
  size: number;
}

export interface Manifest {
  format: typeof EXPORT_FORMAT;
  schemaVersion: number;
  createdAt: string;
  scope: 'user' | 'vehicle';
  counts: Record<string, number>;
  files: ManifestFile[];
}

interface FileRef {
  entry: string;
  table: string;
  id: string;
  column: string;
  key: string;
}

/** The exporter's rows page by page (keyset on id), each as an NDJSON line; file keys are noted on the way. */
async function* recordLines(db: Db, exporter: TableExporter, scope: ExportScope, files: FileRef[], counts: Record<string, number>) {
  const cols = columnsOf(exporter.table);
  const all = getTableColumns(exporter.table);
  // Only what the archive keeps: a document's generated search vector is as large as its text.
  const selection = Object.fromEntries(cols.names.map((name) => [name, all[name]]));
  const idColumn = all.id as PgColumn;
  let after: string | null = null;
  counts[exporter.name] = 0;
  for (;;) {
    const rows = (await db
      .select(selection)
      .from(exporter.table)
      .where(and(exporter.scope(scope), after === null ? undefined : gt(idColumn, after)))
      .orderBy(asc(idColumn))
      .limit(PAGE)) as Record<string, unknown>[];
    if (rows.length === 0) return;
    let chunk = '';
    for (const row of rows) {
      const id = String(row.id);
      for (const f of exporter.files ?? []) {
        const key = row[f.column];
        if (typeof key === 'string' && key)
          files.push({ entry: fileEntryName(exporter.name, id, f.column, key), table: exporter.name, id, column: f.column, key });
      }
      chunk += JSON.stringify(toArchiveRow(cols.names, row)) + '\n';
    }
    counts[exporter.name] += rows.length;
    // A page's rows and their JSON are garbage once written, as each file's streams are.
    if (counts[exporter.name] % ROWS_PER_COLLECTION === 0) collectGarbage();
    yield chunk;
    after = String(rows[rows.length - 1].id);
    if (rows.length < PAGE) return;
  }
}

/**
 * Adds one entry and waits until the archive has taken all of it: one source open at a time.
 * yazl keeps each entry's pump function until the archive ends (for the central directory), and
 * `addReadStream`'s pump holds its stream: 10,000 finished streams were kept to the end of an
 * export (decision 024). Handed over lazily and forgotten once taken, the stream is not.
 */
async function addEntry(zip: yazl.ZipFile, name: string, source: Readable, compress: boolean) {
  let pending: Readable | null = source;
  zip.addReadStreamLazy(name, { compress, mtime: new Date(0) }, (take) => {
    const stream = pending!;
    pending = null;
    take(null, stream);
  });
  await finished(source);
}

/**
 * Writes the export of `scope` as a ZIP into `out`, streamed: records (one NDJSON entry per table),
 * then every stored file under a stable name, then `manifest.json` with the counts and each
 * file's SHA-256. Memory stays flat: rows are read in pages and files flow through one at a time.
 */
export async function writeExport(db: Db, storage: StorageProvider, scope: ExportScope, out: Writable): Promise<Manifest> {
  const zip = new yazl.ZipFile();
  const piped = pipeline(zip.outputStream, out);
  const files: FileRef[] = [];
  const counts: Record<string, number> = {};
  const manifestFiles: ManifestFile[] = [];
  try {
    for (const exporter of exportersFor(scope)) {
      // One page read ahead, not Readable.from's sixteen (a page of documents is ~0.6 MB of text).
      await addEntry(zip, `records/${exporter.name}.ndjson`, Readable.from(recordLines(db, exporter, scope, files, counts), { highWaterMark: 1 }), true);
    }
    for (const [i, f] of files.entries()) {
      if (i > 0 && i % FILES_PER_COLLECTION === 0) collectGarbage();
      const hash = crypto.createHash('sha256');
      let size = 0;
      const tap = new Transform({
        transform(chunk: Buffer, _enc, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      const source = await storage.get(f.key);
      source.on('error', (error) => tap.destroy(error));
      // Photos and PDFs are compressed already: stored as they are, the export runs at disk speed.
      await addEntry(zip, f.entry, source.pipe(tap), false);
      manifestFiles.push({ entry: f.entry, table: f.table, id: f.id, column: f.column, sha256: hash.digest('hex'), size });
    }
    const manifest: Manifest = {
      format: EXPORT_FORMAT,
      schemaVersion: EXPORT_SCHEMA_VERSION,
      createdAt: new Date().toISOString(),
      scope: scope.vehicleId ? 'vehicle' : 'user',
      counts,
      files: manifestFiles,
    };
    zip.addBuffer(Buffer.from(JSON.stringify(manifest)), 'manifest.json', { mtime: new Date(0) });
    zip.end();
    await piped;
    return manifest;
  } catch (error) {
    (zip.outputStream as Readable).destroy(error as Error);
    out.destroy(error as Error);
    await piped.catch(() => undefined);
    throw error;
  }
}

export const exportFileName = (scope: ExportScope, now = new Date()) =>
  `patina-export-${scope.vehicleId ? 'vehicle-' : ''}${now.toISOString().slice(0, 10)}.zip`;
