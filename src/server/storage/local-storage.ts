import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '../http/app-error';
import type { StorageProvider } from './storage-provider';

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
      await fsp.access(file).catch(() => {
        throw AppError.notFound('File not found');
      });
      return fs.createReadStream(file);
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
