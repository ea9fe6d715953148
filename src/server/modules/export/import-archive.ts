import crypto from 'node:crypto';
import readline from 'node:readline';
import { archiveLimits, checkManifest, rewriteKey } from '../../../shared/export/archive-rules';
import type { ImportSummary } from '../../../shared/export/export-api';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { StorageProvider } from '../../storage/storage-provider';
import { newDocumentId } from '../documents/document-id';
import { archiveError } from '../../lib/archive-errors';
import { openArchive, type Archive } from '../../lib/read-archive';
import { columnsOf, fromArchiveRow } from './row-json';
import { tableExporters, type TableExporter } from './table-exporters';
import type { Manifest, ManifestFile } from './write-export';

interface PendingFile {
  entry: ManifestFile;
  key: string;
  /** The SHA-256 the row itself records (documents, versions), checked as well as the manifest's. */
  rowHash?: string;
}

interface Plan {
  rows: Map<string, Record<string, unknown>[]>;
  files: PendingFile[];
  summary: ImportSummary;
}

const mimeOf = (key: string) =>
  ({
    pdf: 'application/pdf',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
    heic: 'image/heic',
    gif: 'image/gif',
    tif: 'image/tiff',
    tiff: 'image/tiff',
  })[/\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? ''] ?? 'application/octet-stream';

const labelOf = (row: Record<string, unknown>) =>
  String(row.title ?? (row.make ? [row.year, row.make, row.model].filter(Boolean).join(' ') : (row.description ?? row.id)));

async function readManifest(archive: Archive): Promise<Manifest> {
  if (!archive.has('manifest.json')) throw archiveError('archive_not_patina');
  let manifest: unknown;
  try {
    manifest = JSON.parse((await archive.buffer('manifest.json', archiveLimits.maxRecordsBytes)).toString('utf8'));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw archiveError('archive_not_patina', 'manifest.json', error);
  }
  const check = checkManifest(manifest);
  if (!check.ok) throw archiveError(check.code, check.code === 'archive_newer_schema' ? `schema version ${check.version}` : undefined);
  const files = (manifest as Manifest).files;
  if (!Array.isArray(files)) throw archiveError('archive_not_patina', 'manifest.json');
  return manifest as Manifest;
}

/**
 * Reads every record, gives each kept row a new id under the importing user, drops duplicates
 * (and what hangs off them), and lists the files to store. Nothing is written yet.
 */
async function plan(db: Db, userId: string, archive: Archive, manifest: Manifest): Promise<Plan> {
  const fileOf = new Map(manifest.files.map((f) => [`${f.table}/${f.id}/${f.column}`, f]));
  const ids = new Map<string, string>(); // every old id → its new id (and the old owner → the importer), for keys
  const newIds = new Map<string, Map<string, string>>(); // per table
  const dropped = new Map<string, Set<string>>(); // per table: old ids not imported
  const summary: ImportSummary = { imported: {}, skipped: {}, duplicates: [] };
  const out: Plan = { rows: new Map(), files: [], summary };
  // Keys are rewritten once every id is known: a key may name the row's parents as well as the row.
  const keyed: { row: Record<string, unknown>; column: string; file: PendingFile }[] = [];

  for (const exporter of tableExporters) {
    const name = `records/${exporter.name}.ndjson`;
    newIds.set(exporter.name, new Map());
    dropped.set(exporter.name, new Set());
    if (!archive.has(name)) continue;
    const rows: Record<string, unknown>[] = [];
    out.rows.set(exporter.name, rows);
    summary.imported[exporter.name] = 0;
    summary.skipped[exporter.name] = 0;
    const lines = readline.createInterface({ input: await archive.stream(name), crlfDelay: Infinity });
    let lineNo = 0;
    for await (const line of lines) {
      lineNo += 1;
      if (!line.trim()) continue;
      await planRow(exporter, line, lineNo);
    }
    summary.imported[exporter.name] = rows.length;

    async function planRow(exporter: TableExporter, line: string, lineNo: number) {
      const where = `${exporter.name}, line ${lineNo}`;
      let raw: Record<string, unknown>;
      try {
        raw = JSON.parse(line) as Record<string, unknown>;
      } catch (error) {
        throw archiveError('archive_bad_record', where, error);
      }
      const cols = columnsOf(exporter.table);
      if (typeof raw !== 'object' || raw === null || typeof raw.id !== 'string') throw archiveError('archive_bad_record', `${where}: id`);
      const missing = cols.required.find((c) => c !== 'userId' && (raw[c] === undefined || raw[c] === null));
      if (missing) throw archiveError('archive_bad_record', `${where}: ${missing}`);
      const oldId = raw.id;
      const skip = () => {
        dropped.get(exporter.name)!.add(oldId);
        summary.skipped[exporter.name] += 1;
      };
      // A row whose parent was skipped goes with it; a parent missing from the archive is a broken archive.
      for (const [column, parent] of Object.entries(exporter.parents ?? {})) {
        // An optional link (a general task has no vehicle) stays empty.
        if (raw[column] === null || raw[column] === undefined) continue;
        const ref = String(raw[column]);
        if (dropped.get(parent)?.has(ref)) return skip();
        if (!newIds.get(parent)?.has(ref)) throw archiveError('archive_bad_record', `${where}: ${column}`);
      }
      if (exporter.duplicate && (await exporter.duplicate(db as never, userId, raw))) {
        summary.duplicates.push({ table: exporter.name, label: labelOf(raw) });
        return skip();
      }
      const row = fromArchiveRow(cols, raw);
      const id = newDocumentId();
      newIds.get(exporter.name)!.set(oldId, id);
      ids.set(oldId, id);
      if (typeof raw.userId === 'string') ids.set(raw.userId, userId);
      row.id = id;
      row.userId = userId;
      for (const [column, parent] of Object.entries(exporter.parents ?? {}))
        row[column] = raw[column] == null ? null : newIds.get(parent)!.get(String(raw[column]));
      for (const column of exporter.cleared ?? []) row[column] = null;
      for (const [column, target] of Object.entries(exporter.idLists ?? {})) {
        const list = Array.isArray(raw[column]) ? (raw[column] as unknown[]) : [];
        row[column] = list.map((old) => newIds.get(target)?.get(String(old))).filter((x): x is string => x !== undefined);
      }
      for (const f of exporter.files ?? []) {
        const key = raw[f.column];
        if (typeof key !== 'string' || !key) continue;
        const entry = fileOf.get(`${exporter.name}/${oldId}/${f.column}`);
        if (!entry || !archive.has(entry.entry)) throw archiveError('archive_missing_file', `${where}: ${f.column}`);
        const file: PendingFile = { entry, key, rowHash: f.hash ? String(raw[f.hash]) : undefined };
        out.files.push(file);
        keyed.push({ row, column: f.column, file });
      }
      rows.push(row);
    }
  }
  // New keys: the old owner's id and every old row id in a key become the new ones.
  for (const { row, column, file } of keyed) {
    const moved = rewriteKey(file.key, ids);
    // A key that names none of the ids (an older layout) still must not meet the original's file.
    file.key = moved !== file.key ? moved : `${userId}/imported/${String(row.id)}-${column}${/\.[a-z0-9]{1,8}$/i.exec(file.key)?.[0] ?? ''}`;
    row[column] = file.key;
  }
  return out;
}

/** Every file of the plan, inflated, re-hashed and checked, then stored under its new key. */
async function storeFiles(archive: Archive, storage: StorageProvider, files: PendingFile[], written: string[]) {
  for (const f of files) {
    const body = await archive.buffer(f.entry.entry, archiveLimits.maxFileBytes);
    const sha256 = crypto.createHash('sha256').update(body).digest('hex');
    if (sha256 !== f.entry.sha256 || (f.rowHash !== undefined && f.rowHash !== sha256)) throw archiveError('archive_hash_mismatch', f.entry.entry);
    await storage.put(f.key, body, mimeOf(f.key));
    written.push(f.key);
  }
}

/** Integrity errors (not null, foreign key, unique, check) from rows the archive brought. */
const isIntegrityError = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^(23|22)/.test(code)) return true;
  }
  return false;
};

/**
 * Imports a Patina export into `userId`'s garage: all or nothing. The table of contents and the
 * manifest are judged first, then every record is read and mapped to new ids, then the files are
 * checked and stored, and the rows inserted in one transaction; if anything fails the stored
 * files are removed again, so there is never a file without its row or a row without its file.
 */
export async function importArchive(db: Db, storage: StorageProvider, userId: string, file: string): Promise<ImportSummary> {
  const archive = await openArchive(file);
  try {
    const manifest = await readManifest(archive);
    const { rows, files, summary } = await plan(db, userId, archive, manifest);
    const written: string[] = [];
    try {
      await storeFiles(archive, storage, files, written);
      await db.transaction(async (tx) => {
        for (const exporter of tableExporters) {
          const list = rows.get(exporter.name) ?? [];
          for (let i = 0; i < list.length; i += 200) await tx.insert(exporter.table).values(list.slice(i, i + 200) as never);
        }
      });
    } catch (error) {
      await storage.delete(written).catch(() => undefined);
      if (isIntegrityError(error)) throw archiveError('archive_bad_record', undefined, error);
      throw error;
    }
    return summary;
  } finally {
    archive.close();
  }
}
