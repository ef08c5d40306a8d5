import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from '../../scripts/build-server';

const KEY = Symbol.for('bdi.test-server-entry');
const holder = globalThis as { [KEY]?: Promise<string> };

/**
 * The server as operators run it (`node dist/server/main.mjs`), built once per test run for the
 * tests that start it as a process: starting the compiled server spares each of them compiling
 * TypeScript. Built inside node_modules/.cache so the packages resolve, and removed at exit; the
 * entry reaches the test workers through BDI_SERVER_ENTRY (tests/helpers/server-process.ts).
 */
export async function buildTestServer(): Promise<void> {
  holder[KEY] ??= (async () => {
    const outdir = path.resolve(
      import.meta.dirname,
      `../../node_modules/.cache/bdi-test-server-${process.pid}`,
    );
    process.on('exit', () => fs.rmSync(outdir, { recursive: true, force: true }));
    return buildServer(outdir);
  })();
  process.env.BDI_SERVER_ENTRY = await holder[KEY];
}
