import path from 'node:path';
import type { Config } from '../config';
import { createLocalStorage } from './local';
import type { StorageDriver } from './storage';

/** Local files in DATA_DIR, or S3 (whose SDK is loaded only then: a local server starts without it). */
export async function createStorage(config: Config): Promise<StorageDriver> {
  if (config.s3) {
    const { createS3Storage } = await import('./s3');
    return createS3Storage(config.s3);
  }
  return createLocalStorage(path.join(config.dataDir, 'files'));
}
