import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../src/server/storage/local-storage';
import { createS3Storage } from '../../src/server/storage/s3-storage';
import type { StorageProvider } from '../../src/server/storage/storage-provider';
import { freePort } from './support/server-process';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-storage-'));
let s3rver: S3rver;
const drivers: Record<string, () => StorageProvider | Promise<StorageProvider>> = {};

beforeAll(async () => {
  const port = await freePort();
  s3rver = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: 'vehicle-documents', configs: [] }],
  });
  await s3rver.run();
  drivers.local = () => createLocalStorage(path.join(dir, 'local'));
  drivers.s3 = () =>
    createS3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'vehicle-documents',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
});
afterAll(async () => {
  await s3rver?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(['local', 's3'])('%s storage', (name) => {
  it('stores, reads, refuses to overwrite and deletes', async () => {
    const storage = await drivers[name]();
    const key = `user-1/${name}-doc.pdf`;
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Buffer.from('%PDF-1.4 first'), 'application/pdf');
    expect(await storage.exists(key)).toBe(true);
    expect(await text(await storage.get(key))).toBe('%PDF-1.4 first');
    await expect(storage.put(key, Buffer.from('second'), 'application/pdf')).rejects.toThrow();
    expect(await text(await storage.get(key))).toBe('%PDF-1.4 first');
    await storage.delete([key]);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.get(key)).rejects.toMatchObject({ status: 404 });
  });

  it('stores a local file streamed (putFile), also never over another', async () => {
    const storage = await drivers[name]();
    const key = `user-1/${name}-dossier.pdf`;
    const source = path.join(dir, `${name}-source.pdf`);
    fs.writeFileSync(source, '%PDF-1.7 a dossier');
    await storage.putFile(key, source, 'application/pdf');
    expect(await text(await storage.get(key))).toBe('%PDF-1.7 a dossier');
    await expect(storage.putFile(key, source, 'application/pdf')).rejects.toThrow();
    await storage.delete([key]);
  });

  it('reads every byte back: an empty file, one smaller than a read and one spanning several', async () => {
    const storage = await drivers[name]();
    for (const size of [0, 12 * 1024, 200 * 1024 + 7]) {
      const key = `user-1/${name}-${size}.bin`;
      const body = Buffer.alloc(size, size % 251);
      for (let i = 0; i < size; i += 997) body[i] = i % 256;
      await storage.put(key, body, 'application/octet-stream');
      expect(Buffer.compare(await buffer(await storage.get(key)), body), `${size} bytes`).toBe(0);
      await storage.delete([key]);
    }
  });
});

describe('local storage', () => {
  it('never leaves its root', async () => {
    const storage = createLocalStorage(path.join(dir, 'jail'));
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toMatchObject({ status: 400 });
    expect(fs.existsSync(path.join(dir, 'escape.txt'))).toBe(false);
  });
});
