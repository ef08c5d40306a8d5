import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, StorageDriver, StoredObject } from './storage';
import { assertValidKey, StorageNotFoundError } from './storage';

const TEMP_DIR = '.tmp';

/** Files on local disk under `root`. Writes go to a temp file first and are renamed into place. */
export function createLocalStorage(root: string): StorageDriver {
  const fullPath = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };

  const driver: StorageDriver = {
    kind: 'local',

    async put(key, body): Promise<StoredObject> {
      const target = fullPath(key);
      const temp = path.join(root, TEMP_DIR, `${randomUUID()}.part`);
      await fs.mkdir(path.dirname(temp), { recursive: true });
      await fs.mkdir(path.dirname(target), { recursive: true });
      try {
        await pipeline(body, createWriteStream(temp, { flags: 'wx' }));
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
      const stats = await fs.stat(target);
      return { size: stats.size, modifiedAt: stats.mtime };
    },

    async putFile(key, filePath, options) {
      const target = fullPath(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      try {
        // One rename, atomic like put's: the object appears whole or not at all.
        await fs.rename(filePath, target);
      } catch (error) {
        // Another disk (EXDEV): copied like any other body.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        return driver.put(key, createReadStream(filePath), options);
      }
      const stats = await fs.stat(target);
      return { size: stats.size, modifiedAt: stats.mtime };
    },

    async read(key, range?: ByteRange): Promise<Readable> {
      const file = fullPath(key);
      try {
        await fs.access(file);
      } catch {
        throw new StorageNotFoundError(key);
      }
      return createReadStream(file, range ? { start: range.start, end: range.end } : undefined);
    },

    async stat(key) {
      try {
        const stats = await fs.stat(fullPath(key));
        return stats.isFile() ? { size: stats.size, modifiedAt: stats.mtime } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key) {
      await fs.rm(fullPath(key), { force: true });
    },

    async *list(prefix = '') {
      // Only the prefix's own folder is read (a render folder, not the whole library).
      const folder =
        prefix.includes('/') && !prefix.includes('..') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const start = path.join(root, ...folder.split('/').filter(Boolean));
      const entries = await fs.readdir(start, { recursive: true, withFileTypes: true }).catch((error) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      });
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const relative = path
          .relative(root, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join('/');
        if (relative.startsWith(`${TEMP_DIR}/`)) continue;
        if (relative.startsWith(prefix)) yield relative;
      }
    },
  };
  return driver;
}

/** Removes half-written temp files left by a crash during `put`. */
export async function cleanLocalTemp(root: string): Promise<void> {
  await fs.rm(path.join(root, TEMP_DIR), { recursive: true, force: true });
}
