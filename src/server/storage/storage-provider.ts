import type { Readable } from 'node:stream';

/**
 * Where files live. Keys are relative paths such as `vehicle-photos/{userId}/{vehicleId}/{id}.jpg`.
 * `put` never overwrites: a second put of the same key fails, so a bug cannot clobber a file.
 */
export interface StorageProvider {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Like `put`, from a file on local disk, streamed: for files too large to hold in memory (a dossier of 150 MB). */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  get(key: string): Promise<Readable>;
  delete(keys: string[]): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * A second key for the same content (a transfer re-keys a vehicle's files under the new owner).
   * Unlike `put` it replaces what `to` holds: a retried transfer copies again over its own leftovers.
   */
  copy(from: string, to: string): Promise<void>;
}
