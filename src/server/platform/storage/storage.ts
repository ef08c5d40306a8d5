import type { Readable } from 'node:stream';

export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive; absent means to the end. */
  end?: number;
}

export interface StoredObject {
  size: number;
  modifiedAt: Date;
}

/**
 * Where files live. Keys look like `{type}/{uuid}.{ext}` and use only [a-z0-9/._-]; a driver refuses
 * anything else so that no key can escape its root. Local disk and S3 both implement this.
 */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /** Stores the whole stream under `key`; the object appears only once it is complete. */
  put(key: string, body: Readable, options?: { contentType?: string }): Promise<StoredObject>;
  /**
   * Stores the file at `filePath` (one the app wrote, such as a staged upload) under `key`. A driver
   * on the same disk moves it into place instead of copying it; else it is streamed and left where it
   * is. Either way the caller no longer uses the file and removes whatever is left of it.
   */
  putFile(key: string, filePath: string, options?: { contentType?: string }): Promise<StoredObject>;
  /** Reads the object, or the inclusive byte range of it. Throws `StorageNotFoundError` when absent. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Size and time of the object, or null when it does not exist. */
  stat(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Every key under `prefix` (for the start-up sweep of files no row points at). */
  list(prefix?: string): AsyncIterable<string>;
  /**
   * A short-lived URL that downloads the object straight from the store as an attachment named
   * `fileName`, so large originals do not pass through the app. Only drivers with such URLs (S3).
   */
  presignedDownloadUrl?(key: string, options: PresignedDownloadOptions): Promise<string>;
}

export interface PresignedDownloadOptions {
  fileName: string;
  contentType: string;
  expiresInSeconds: number;
}

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored object at ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

const KEY_PATTERN = /^[a-z0-9_-]+(?:[./][a-z0-9_-]+)*$/;

export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}
