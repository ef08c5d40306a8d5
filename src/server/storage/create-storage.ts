import path from 'node:path';
import type { Config } from '../config';
import { StartupError } from '../errors';
import { createLocalStorage } from './local';
import type { StorageDriver } from './storage';

export function createStorage(config: Config): StorageDriver {
  if (config.s3) {
    throw new StartupError(
      'S3 storage (S3_BUCKET) is not available in this version yet; unset S3_* to use local files.',
    );
  }
  return createLocalStorage(path.join(config.dataDir, 'files'));
}
