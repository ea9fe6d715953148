import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createS3Storage } from '../../../src/server/storage/s3-storage';
import { freePort } from './server-process';
import { createTestApp, type TestApp } from './test-app';

export interface S3TestApp {
  t: TestApp;
  /** The bucket read directly, to check what the app wrote there. */
  s3: Awaited<ReturnType<typeof createS3Storage>>;
  close(): Promise<void>;
}

/** The app on PGlite with STORAGE_DRIVER=s3 against an s3rver started here (a real S3 API, no mock). */
export async function startS3TestApp(name: string): Promise<S3TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `patina-${name}-s3-`));
  const port = await freePort();
  const s3rver = new S3rver({ port, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'vehicle-documents', configs: [] }] });
  await s3rver.run();
  const env = { STORAGE_DRIVER: 's3', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
  const t = await createTestApp('pglite', env);
  const s3 = await createS3Storage({
    endpoint: env.S3_ENDPOINT,
    bucket: 'vehicle-documents',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  return {
    t,
    s3,
    async close() {
      await t.close();
      await s3rver.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
