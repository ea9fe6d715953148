/**
 * The export archive's format and the rules an archive must pass before anything is written.
 * Pure, so that the server's import and the unit tests share them.
 */

/** Written into every export's manifest; an import refuses a format it does not know. */
export const EXPORT_FORMAT = 'patina-export';
/**
 * Counted up whenever a table or column in the archive changes meaning. An import reads
 * archives up to this version: an older one (fewer tables) imports, a newer one is refused.
 */
export const EXPORT_SCHEMA_VERSION = 1;

export const archiveLimits = {
  /** More entries than 10,000 documents with their versions and a large garage of photos need. */
  maxEntries: 200_000,
  /** A stored file is at most 10 MB (SPEC §9); room for a version saved from the viewer. */
  maxFileBytes: 50 * 1024 * 1024,
  /** One table's records (NDJSON); 10,000 documents with their read text stay well below. */
  maxRecordsBytes: 512 * 1024 * 1024,
  maxTotalBytes: 20 * 1024 * 1024 * 1024,
  /**
   * A deflated entry that inflates more than this many times is a zip bomb. JSON deflates ~10×,
   * PDFs and photos barely; zeros deflate ~1000×. Only entries above `ratioFloorBytes` are judged.
   */
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
} as const;

export type ArchiveLimits = { [K in keyof typeof archiveLimits]: number };

export type ArchiveProblem =
  | { code: 'archive_bad_path'; entry: string }
  | { code: 'archive_too_large'; entry: string }
  | { code: 'archive_bomb'; entry: string }
  | { code: 'archive_too_many_entries' };

export interface ArchiveEntryInfo {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

/**
 * A name is safe when it stays inside the archive: relative, forward slashes, no `.`/`..`
 * segment, no drive letter, no control characters. Anything else is refused, not "cleaned".
 */
export function isSafeEntryName(name: string): boolean {
  if (name.length === 0 || name.length > 500) return false;
  if (name.startsWith('/') || name.includes('\\') || /^[a-zA-Z]:/.test(name)) return false;
  if (/[\u0000-\u001f\u007f]/.test(name)) return false;
  return name.split('/').every((segment, i, all) => segment !== '.' && segment !== '..' && (segment !== '' || i === all.length - 1));
}

/** The first problem of an archive's table of contents, or null. Judged before any entry is read. */
export function checkArchiveEntries(entries: ArchiveEntryInfo[], limits: ArchiveLimits = archiveLimits): ArchiveProblem | null {
  if (entries.length > limits.maxEntries) return { code: 'archive_too_many_entries' };
  let total = 0;
  for (const e of entries) {
    if (!isSafeEntryName(e.name)) return { code: 'archive_bad_path', entry: e.name };
    const limit = e.name.startsWith('records/') || e.name === 'manifest.json' ? limits.maxRecordsBytes : limits.maxFileBytes;
    if (e.uncompressedSize > limit) return { code: 'archive_too_large', entry: e.name };
    if (e.uncompressedSize > limits.ratioFloorBytes && e.uncompressedSize > Math.max(1, e.compressedSize) * limits.maxRatio)
      return { code: 'archive_bomb', entry: e.name };
    total += e.uncompressedSize;
    if (total > limits.maxTotalBytes) return { code: 'archive_too_large', entry: e.name };
  }
  return null;
}

/** What the manifest says; checked before records are read. */
export type ManifestCheck = { ok: true } | { ok: false; code: 'archive_not_patina' } | { ok: false; code: 'archive_newer_schema'; version: number };

export function checkManifest(manifest: unknown): ManifestCheck {
  if (typeof manifest !== 'object' || manifest === null) return { ok: false, code: 'archive_not_patina' };
  const m = manifest as { format?: unknown; schemaVersion?: unknown };
  if (m.format !== EXPORT_FORMAT || typeof m.schemaVersion !== 'number' || !Number.isInteger(m.schemaVersion) || m.schemaVersion < 1) {
    return { ok: false, code: 'archive_not_patina' };
  }
  if (m.schemaVersion > EXPORT_SCHEMA_VERSION) return { ok: false, code: 'archive_newer_schema', version: m.schemaVersion };
  return { ok: true };
}

/**
 * A stored key under its new owner and ids: every old id in the key (as a whole path segment
 * or the start of a file name such as `{id}-original.jpg`) becomes its new id. Keys never carry
 * an id of the old instance after import, so two imports of one archive cannot collide.
 */
export function rewriteKey(key: string, ids: ReadonlyMap<string, string>): string {
  return key
    .split('/')
    .map((segment) => {
      // The whole segment (a user id folder), its name before the extension, or a leading UUID (`{id}-thumb.webp`).
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i.exec(segment)?.[0];
      const stem = [segment, segment.split('.')[0], uuid].find((s) => s !== undefined && ids.has(s));
      return stem === undefined ? segment : ids.get(stem)! + segment.slice(stem.length);
    })
    .join('/');
}

/** The entry name a stored file gets in the archive: stable, and independent of the storage layout. */
export function fileEntryName(table: string, rowId: string, column: string, key: string): string {
  const ext = /\.([a-z0-9]{1,8})$/i.exec(key)?.[1]?.toLowerCase();
  return `files/${table}/${rowId}-${column}${ext ? `.${ext}` : ''}`;
}
