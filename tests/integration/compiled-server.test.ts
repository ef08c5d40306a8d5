import fs from 'node:fs/promises';
import nodeModule from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, repoRoot, spawnServer, waitUntilHealthy } from '../helpers/server-process';

/**
 * Production runs the compiled server (`node dist/server/main.mjs`, scripts/build-server.ts): no
 * TypeScript tooling is loaded in the process, on its threads included, from start to the first
 * upload-ready state. The suite's global setup built the same thing the build does.
 */
describe.runIf(process.env.TEST_DB === 'pglite')('the compiled server', () => {
  it('starts and answers without loading tsx, TypeScript or esbuild', async () => {
    const entry = process.env.BDI_SERVER_ENTRY;
    expect(entry, 'the global setup builds the server').toMatch(/main\.mjs$/);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bdi-compiled-'));
    const record = path.join(dir, 'loaded.txt');
    const server = spawnServer(
      await freePort(),
      { DATA_DIR: path.join(dir, 'data'), RECORD_LOADED_TO: record },
      ['--import', path.join(repoRoot, 'tests/helpers/record-loaded.mjs')],
    );
    try {
      await waitUntilHealthy(server);
      expect((await fetch(`${server.base}/api/ready`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    const loaded = (await fs.readFile(record, 'utf8')).split('\n').filter(Boolean);
    // Where Node keeps compiled code (22 and later; CI runs this file on the current LTS), the
    // start left the app's in DATA_DIR for the next one; Node 20 has no such cache.
    const kept = await fs
      .readdir(path.join(dir, 'data', 'cache', 'compile'), { recursive: true })
      .catch(() => []);
    await fs.rm(dir, { recursive: true, force: true });
    if ('enableCompileCache' in nodeModule) expect(kept.length).toBeGreaterThan(0);
    else expect(kept).toEqual([]);
    expect(loaded.some((url) => url.includes('/node_modules/fastify/'))).toBe(true);
    expect(
      loaded.filter((url) => /\/node_modules\/(tsx|typescript|esbuild|vite|@esbuild)\//.test(url)),
    ).toEqual([]);
    expect(loaded.filter((url) => url.endsWith('.ts'))).toEqual([]);
  });
});
