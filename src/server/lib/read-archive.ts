import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { checkArchiveEntries } from '../../shared/export/archive-rules';
import { archiveError } from './archive-errors';

export interface Archive {
  has(name: string): boolean;
  /** The entry's bytes as they inflate; yauzl checks them against the declared size as they come. */
  stream(name: string): Promise<Readable>;
  buffer(name: string, limit: number): Promise<Buffer>;
  close(): void;
}

const open = (file: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    // Names stay bytes (decodeStrings: false): our own rule judges them, and refuses instead of cleaning.
    yauzl.open(file, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );

/**
 * Opens an uploaded archive and judges its table of contents (names, sizes, ratios) before a
 * single entry is inflated. Any refusal is an AppError naming the entry.
 */
export async function openArchive(file: string): Promise<Archive> {
  let zip: yauzl.ZipFile;
  try {
    zip = await open(file);
  } catch (error) {
    throw archiveError('archive_unreadable', undefined, error);
  }
  const entries = new Map<string, yauzl.Entry>();
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.set((entry.fileName as unknown as Buffer).toString('utf8'), entry);
        zip.readEntry();
      });
      zip.on('end', resolve);
      zip.on('error', reject);
      zip.readEntry();
    });
  } catch (error) {
    zip.close();
    throw archiveError('archive_unreadable', undefined, error);
  }
  const problem = checkArchiveEntries([...entries].map(([name, e]) => ({ name, compressedSize: e.compressedSize, uncompressedSize: e.uncompressedSize })));
  if (problem) {
    zip.close();
    throw archiveError(problem.code, 'entry' in problem ? problem.entry : undefined);
  }

  const stream = (name: string) =>
    new Promise<Readable>((resolve, reject) => {
      const entry = entries.get(name);
      if (!entry) return reject(archiveError('archive_missing_file', name));
      zip.openReadStream(entry, (error, s) => (error ? reject(archiveError('archive_unreadable', name, error)) : resolve(s)));
    });

  return {
    has: (name) => entries.has(name),
    stream,
    async buffer(name, limit) {
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of await stream(name)) {
          size += (chunk as Buffer).length;
          if (size > limit) throw archiveError('archive_too_large', name);
          chunks.push(chunk as Buffer);
        }
      } catch (error) {
        throw error instanceof Error && error.name === 'AppError' ? error : archiveError('archive_unreadable', name, error);
      }
      return Buffer.concat(chunks);
    },
    close: () => zip.close(),
  };
}
