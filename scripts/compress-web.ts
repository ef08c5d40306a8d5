/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the built web app, once at
 * build time at the highest levels, for the server to send as they are (@fastify/static's
 * preCompressed): no compression work per request. `npm run build` runs it after `vite build`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // .vite (the manifest) and .ssr (the server's first-screen drawing) are the server's, not served.
    if (entry.isDirectory() && entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export async function compressWeb(root: string): Promise<{ files: number; bytes: number; brotli: number }> {
  let count = 0;
  let bytes = 0;
  let brotli = 0;
  for await (const file of files(root)) {
    if (!TEXT.has(path.extname(file))) continue;
    const data = await fs.readFile(file);
    if (data.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gz = zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION });
    await fs.writeFile(`${file}.br`, br);
    await fs.writeFile(`${file}.gz`, gz);
    count++;
    bytes += data.length;
    brotli += br.length;
  }
  return { files: count, bytes, brotli };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? 'dist/web');
  const { files: count, bytes, brotli } = await compressWeb(root);
  console.info(
    `compress-web: ${count} files, ${(bytes / 1024).toFixed(0)} KB -> ${(brotli / 1024).toFixed(0)} KB with Brotli`,
  );
}
