import fs from 'node:fs/promises';
import path from 'node:path';
import { isProcessAlive } from '../process-alive';
import { StartupError } from '../startup-error';

const LOCK_FILE = 'instance.lock';

/**
 * PGlite is single-process: two processes opening the same DATA_DIR/db would corrupt it. The server
 * and the seed script take this lock first; a lock left by a dead process is taken over.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fs.writeFile(file, String(process.pid), { flag: 'wx' });
      return async () => {
        await fs.rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
      if (holder && holder !== process.pid && isProcessAlive(holder)) {
        throw new StartupError(
          `DATA_DIR ${dataDir} is in use by process ${holder} (another server or seed script); stop it first.`,
        );
      }
      await fs.rm(file, { force: true });
    }
  }
  throw new StartupError(`Could not lock DATA_DIR ${dataDir}.`);
}
