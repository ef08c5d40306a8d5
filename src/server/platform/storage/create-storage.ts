import path from 'node:path';
import type { Config } from '../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { StorageDriver } from './storage';

export function createStorage(config: Config): StorageDriver {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage(path.join(config.dataDir, 'files'));
}
