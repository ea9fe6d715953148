import { describe, expect, it } from 'vitest';
import {
  archiveLimits,
  checkArchiveEntries,
  checkManifest,
  EXPORT_FORMAT,
  EXPORT_SCHEMA_VERSION,
  fileEntryName,
  isSafeEntryName,
  rewriteKey,
} from './archive-rules';

describe('isSafeEntryName', () => {
  it.each(['manifest.json', 'records/vehicles.ndjson', 'files/documents/a-fileUrl.pdf', 'files/'])('accepts %s', (name) => {
    expect(isSafeEntryName(name)).toBe(true);
  });
  it.each(['../evil', 'files/../../etc/passwd', '/etc/passwd', 'C:/x', 'files\\x', 'a//b', './a', 'a/\u0000b', ''])('refuses %j', (name) => {
    expect(isSafeEntryName(name)).toBe(false);
  });
});

describe('checkArchiveEntries', () => {
  const ok = { name: 'files/x/1-fileUrl.pdf', compressedSize: 900_000, uncompressedSize: 1_000_000 };
  it('passes an ordinary archive', () => {
    expect(checkArchiveEntries([ok, { name: 'records/vehicles.ndjson', compressedSize: 10, uncompressedSize: 300 }])).toBeNull();
  });
  it('names the entry that leaves the archive', () => {
    expect(checkArchiveEntries([ok, { ...ok, name: '../x' }])).toEqual({ code: 'archive_bad_path', entry: '../x' });
  });
  it('refuses an entry that inflates past the ratio (a zip bomb)', () => {
    expect(checkArchiveEntries([{ name: 'files/x/1-a.pdf', compressedSize: 100_000, uncompressedSize: 100_000 * (archiveLimits.maxRatio + 1) }])).toMatchObject(
      { code: 'archive_bomb' },
    );
  });
  it('lets small, well-compressed records through (below the ratio floor)', () => {
    expect(checkArchiveEntries([{ name: 'records/a.ndjson', compressedSize: 1, uncompressedSize: 900_000 }])).toBeNull();
  });
  it('refuses a file larger than a stored file can be, and too many bytes in all', () => {
    expect(checkArchiveEntries([{ name: 'files/x/1-a.pdf', compressedSize: 60e6, uncompressedSize: 60e6 }])).toMatchObject({ code: 'archive_too_large' });
    const many = Array.from({ length: 3 }, (_, i) => ({ name: `files/x/${i}.pdf`, compressedSize: 40e6, uncompressedSize: 40e6 }));
    expect(checkArchiveEntries(many, { ...archiveLimits, maxTotalBytes: 100e6 })).toMatchObject({ code: 'archive_too_large', entry: 'files/x/2.pdf' });
  });
  it('refuses too many entries', () => {
    expect(checkArchiveEntries([ok, ok], { ...archiveLimits, maxEntries: 1 })).toEqual({ code: 'archive_too_many_entries' });
  });
});

describe('checkManifest', () => {
  it('reads this and older versions, refuses a newer one and foreign files', () => {
    expect(checkManifest({ format: EXPORT_FORMAT, schemaVersion: EXPORT_SCHEMA_VERSION })).toEqual({ ok: true });
    expect(checkManifest({ format: EXPORT_FORMAT, schemaVersion: EXPORT_SCHEMA_VERSION + 1 })).toEqual({
      ok: false,
      code: 'archive_newer_schema',
      version: EXPORT_SCHEMA_VERSION + 1,
    });
    expect(checkManifest({ format: 'other', schemaVersion: 1 })).toMatchObject({ code: 'archive_not_patina' });
    expect(checkManifest(null)).toMatchObject({ code: 'archive_not_patina' });
    expect(checkManifest({ format: EXPORT_FORMAT, schemaVersion: '1' })).toMatchObject({ code: 'archive_not_patina' });
  });
});

describe('rewriteKey', () => {
  const ids = new Map([
    ['userA', 'userB'],
    ['0190a1b2-0000-7000-8000-000000000001', '0190a1b2-0000-7000-8000-00000000000f'],
    ['v1', 'v2'],
  ]);
  it('moves a document, a photo variant and a version under their new ids', () => {
    expect(rewriteKey('userA/0190a1b2-0000-7000-8000-000000000001.pdf', ids)).toBe('userB/0190a1b2-0000-7000-8000-00000000000f.pdf');
    expect(rewriteKey('vehicle-photos/userA/v1/0190a1b2-0000-7000-8000-000000000001-thumb.webp', ids)).toBe(
      'vehicle-photos/userB/v2/0190a1b2-0000-7000-8000-00000000000f-thumb.webp',
    );
    expect(rewriteKey('userA/versions/v1/x.pdf', ids)).toBe('userB/versions/v2/x.pdf');
  });
  it('leaves segments it has no id for', () => {
    expect(rewriteKey('vehicle-photos/other/x.jpg', ids)).toBe('vehicle-photos/other/x.jpg');
  });
});

describe('fileEntryName', () => {
  it('is made of table, row id and column, keeping the extension', () => {
    expect(fileEntryName('documents', 'abc', 'fileUrl', 'u/abc.PDF')).toBe('files/documents/abc-fileUrl.pdf');
    expect(fileEntryName('documents', 'abc', 'fileUrl', 'u/abc')).toBe('files/documents/abc-fileUrl');
  });
});
