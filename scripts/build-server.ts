// `npm run build` (after the web app): the server as plain JavaScript in dist/server, so production
// runs `node dist/server/main.mjs` without tsx or TypeScript. esbuild, which Vite and tsx already
// bring, bundles our own code into a few modules; the packages stay in node_modules, as installed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** The thread and migration files the server finds beside itself (`new URL('./…', import.meta.url)`). */
const BESIDE_THE_SERVER = [
  ['src/server/platform/db/pglite-worker.mjs', 'pglite-worker.mjs'],
  ['src/server/platform/db/migrations', 'migrations'],
] as const;

/** Builds the server into `outdir` (dist/server by default); resolves with the entry's path. */
export async function buildServer(outdir = path.join(root, 'dist/server')): Promise<string> {
  await fs.rm(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'src/server/boot/main.ts',
      // The image process's own entry: in dist it is the compiled loop, not the tsx wrapper of src.
      'derive-worker': 'src/server/media/derive-worker.ts',
      // The text-reading process's, likewise (media/text/text-process.ts finds it beside itself).
      'text-worker': 'src/server/media/text/text-worker.ts',
      // The operator commands, compiled like the server they serve (`scripts/built.mjs` runs them).
      backup: 'scripts/backup.ts',
      restore: 'scripts/restore.ts',
      'migrate-to-postgres': 'scripts/migrate-to-postgres.ts',
      'text-reindex': 'scripts/text-reindex.ts',
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  for (const [from, to] of BESIDE_THE_SERVER) {
    await fs.cp(path.join(root, from), path.join(outdir, to), { recursive: true });
  }
  return path.join(outdir, 'main.mjs');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const entry = await buildServer(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  process.stdout.write(`build-server: ${path.relative(root, entry)}\n`);
}
