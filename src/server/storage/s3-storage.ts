import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { AppError } from '../http/app-error';
import type { StorageProvider } from './storage-provider';

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/** Any S3-compatible store (AWS S3, MinIO, Ceph): path-style addressing works with all of them. */
export async function createS3Storage(opts: S3Options): Promise<StorageProvider> {
  // Loaded here, not at the top: the SDK takes most of a second, and the server bundle would
  // otherwise import it at start-up even for local storage.
  const { CopyObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint: opts.endpoint,
    region: opts.region,
    forcePathStyle: true,
    credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
  });
  // Streamed uploads from this client carry no trailing checksum: the SDK would otherwise send
  // aws-chunked bodies, which several S3-compatible stores (and s3rver in the tests) store verbatim.
  const streamClient = new S3Client({
    endpoint: opts.endpoint,
    region: opts.region,
    forcePathStyle: true,
    credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const Bucket = opts.bucket;
  const exists = async (key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  };
  return {
    exists,
    async put(key, body, contentType) {
      // Keys carry fresh random ids; the check guards against a bug ever reusing one.
      if (await exists(key)) throw AppError.conflict('A file is already stored under this name');
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, CacheControl: 'max-age=3600', IfNoneMatch: '*' }));
    },
    async putFile(key, filePath, contentType) {
      if (await exists(key)) throw AppError.conflict('A file is already stored under this name');
      const { size } = await fs.promises.stat(filePath);
      // A known length lets the SDK stream the file in one request instead of buffering it.
      await streamClient.send(
        new PutObjectCommand({ Bucket, Key: key, Body: fs.createReadStream(filePath), ContentLength: size, ContentType: contentType, IfNoneMatch: '*' }),
      );
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return res.Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw AppError.notFound('File not found');
        throw error;
      }
    },
    async copy(from, to) {
      await client.send(new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${from.split('/').map(encodeURIComponent).join('/')}` }));
    },
    async delete(keys) {
      if (keys.length === 0) return;
      for (let i = 0; i < keys.length; i += 1000) {
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true } }));
      }
    },
  };
}
