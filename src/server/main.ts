import fs from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { acquireDataDirLock } from './db/data-dir-lock';
import { StartupError } from './errors';
import { cleanLocalTemp } from './storage/local';

async function ensureWritableDir(dir: string): Promise<void> {
  try {
    await fs.mkdir(dir, { recursive: true });
    const probe = path.join(dir, `.write-test-${process.pid}`);
    await fs.writeFile(probe, 'ok');
    await fs.rm(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    throw new StartupError(
      `DATA_DIR ${dir} is not writable (${code}); point DATA_DIR at a folder this user can write.`,
    );
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  await ensureWritableDir(config.dataDir);
  // Only the embedded database needs the single-process lock; PostgreSQL serves many processes.
  const releaseLock = config.databaseUrl ? async () => {} : await acquireDataDirLock(config.dataDir);
  if (!config.s3) await cleanLocalTemp(path.join(config.dataDir, 'files'));
  const app = await buildApp(config);
  app.addHook('onClose', releaseLock);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof StartupError) {
    console.error(`Banco de Imagens cannot start: ${error.message}`);
  } else {
    console.error('Banco de Imagens cannot start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
