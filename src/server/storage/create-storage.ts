import path from 'node:path';
import type { Config } from '../config';
import { createLocalStorage } from './local-storage';
import type { StorageProvider } from './storage-provider';

export async function createStorage(config: Config): Promise<StorageProvider> {
  if (config.STORAGE_DRIVER === 's3') {
    const { createS3Storage } = await import('./s3-storage');
    return createS3Storage({
      endpoint: config.S3_ENDPOINT!,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    });
  }
  // The bucket name is kept as a folder so local and S3 layouts match.
  return createLocalStorage(path.join(config.dataDir, 'storage', config.S3_BUCKET));
}
