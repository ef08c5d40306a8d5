import fs from 'node:fs/promises';
import nodeModule from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import { stopDeriveProcess } from '../media/derive-process';
import { stopTextProcess } from '../media/text/text-process';
import { loadConfig } from '../platform/config';
import { acquireDataDirLock } from '../platform/db/data-dir-lock';
import { openConfiguredDatabase } from '../platform/db/open';
import { startControlSocket } from '../platform/ops/control-socket';
import { StartupError } from '../platform/startup-error';
import { cleanLocalTemp } from '../platform/storage/local';
import { holdPortWhileStarting } from './starting-server';

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

/**
 * Node 22 and later keep the code compiled for the modules a start loads (the app's and its
 * packages') in a folder and read it back at the next start instead of compiling again: compiling
 * was most of the server thread's start. The folder is in DATA_DIR, this instance's own (a shared
 * temporary folder could be another user's first). Node 20 has no such cache and starts as before.
 */
function keepCompiledCode(dataDir: string): void {
  const { enableCompileCache } = nodeModule as { enableCompileCache?: (dir: string) => unknown };
  enableCompileCache?.(path.join(dataDir, 'cache', 'compile'));
}

/**
 * Room for the heap to grow between full collections: 50 % above what the last one kept, instead of
 * V8's 10 % for a server that allocates little JavaScript. The server keeps a large heap of
 * long-lived code and strings (the drawn first screen's bundle among them), so 10 % more came every
 * few photos of an upload (preview pixels and socket buffers that outlive two young collections),
 * and each full mark takes both cores a while. Side by side, uploads were faster and cheaper in CPU
 * with it (docs/performance.md); the price is more heap before a collection. V8 reads the setting
 * each time it sets the next limit, so setting it here works.
 */
const HEAP_GROWING_PERCENT = 50;
v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);

async function main(): Promise<void> {
  const config = loadConfig();
  await ensureWritableDir(config.dataDir);
  // The lock comes before anything in DATA_DIR is read or cleaned: the embedded database is
  // single-process, and staged uploads and local files belong to the process holding it. Several
  // instances on PostgreSQL each get their own DATA_DIR (and share files through S3).
  const releaseLock = await acquireDataDirLock(config.dataDir);
  // Before the app's code loads (below, while the database opens): that is what it keeps.
  keepCompiledCode(config.dataDir);
  if (!config.s3) await cleanLocalTemp(path.join(config.dataDir, 'files'));
  // Migrations run inside buildApp; meanwhile the port answers 503 (port 0 has nothing to hold).
  const releasePort =
    config.port === 0 ? async () => {} : await holdPortWhileStarting(config.port, config.host);
  // The database opens on its own thread (PGlite) or connects (PostgreSQL) while this thread loads
  // the app's code: one after the other, they were most of the time to ready.
  const opening = openConfiguredDatabase(config);
  // Its failure is buildApp's to report, which may not be waiting for it yet.
  opening.catch(() => {});
  const app = await import('./app')
    .then(({ buildApp }) => buildApp(config, { opening }))
    .catch(async (error: unknown) => {
      await opening.then((database) => database.close()).catch(() => {});
      await releasePort();
      throw error;
    });
  app.addHook('onClose', releaseLock);
  app.addHook('onClose', stopDeriveProcess);
  app.addHook('onClose', stopTextProcess);
  if (app.database.kind === 'pglite') {
    // `npm run backup` while the server runs: only this process may read the embedded database.
    const database = app.database;
    const stopControl = await startControlSocket(config.dataDir, {
      dumpDatabase: async (dir) =>
        (await import('../platform/ops/database-dump')).dumpDatabase(database.db, dir),
      // `npm run text:reindex` while the server runs: it queues the files and reports the reading.
      textReindex: async (all) => ({ queued: await app.assetText.reindex(all) }),
      textProgress: async () => app.queue.counts((await import('../modules/asset-text')).TEXT_READ_JOB),
    });
    app.addHook('preClose', stopControl);
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal while shutting down: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal, graceSeconds: config.shutdownGraceSeconds }, 'shutting down');
    // Requests still running when the grace ends are cut off: a crash the start-up sweep cleans up.
    setTimeout(() => {
      app.log.error(
        { graceSeconds: config.shutdownGraceSeconds },
        'requests still running after the grace period',
      );
      process.exit(1);
    }, config.shutdownGraceSeconds * 1000).unref();
    try {
      // Stops accepting connections, ends event streams, waits for requests in flight, then closes
      // the database and releases the DATA_DIR lock (onClose hooks).
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await releasePort();
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
