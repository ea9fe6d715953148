import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '../http/app-error';
import type { StorageProvider } from './storage-provider';

/** Node's own read size for streams: what a large file is read in. */
const READ_CHUNK = 64 * 1024;

/** Files under one root folder on local disk (`DATA_DIR/storage` by default). */
export function createLocalStorage(root: string): StorageProvider {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    // Keys are built by the server, but a path never leaves the root whatever it contains.
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new AppError('bad_request', { status: 400, message: 'Invalid storage key' });
    return full;
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      await fsp.writeFile(file, body, { flag: 'wx' });
    },
    async putFile(key, filePath) {
      const file = resolve(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      await fsp.copyFile(filePath, file, fs.constants.COPYFILE_EXCL);
    },
    async get(key): Promise<Readable> {
      const file = resolve(key);
      const { size } = await fsp.stat(file).catch(() => {
        throw AppError.notFound('File not found');
      });
      // Read buffers sized to the file, and no read past its end: a 12 KB receipt took two 64 KB
      // buffers (its bytes, then one to find the end), so an export of 10,000 such files pushed
      // 1.3 GB through memory outside the JavaScript heap and the process grew (decision 028).
      // Stored files never change, so the size read here stays true.
      return fs.createReadStream(file, { highWaterMark: Math.min(READ_CHUNK, Math.max(size, 1)), ...(size > 0 && { end: size - 1 }) });
    },
    async delete(keys) {
      await Promise.all(keys.map((k) => fsp.rm(resolve(k), { force: true })));
    },
    async copy(from, to) {
      const target = resolve(to);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rm(target, { force: true });
      // A hard link costs no bytes and no time; another file system gets a real copy.
      await fsp.link(resolve(from), target).catch(() => fsp.copyFile(resolve(from), target));
    },
    async exists(key) {
      return fsp.access(resolve(key)).then(
        () => true,
        () => false,
      );
    },
  };
}
