import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What decides the shape of an API answer: the shared schemas, the rules they use, the constants. */
const SHAPE_SOURCES = ['src/shared/schemas', 'src/shared/domain', 'src/shared/constants.ts'];

function files(entry: string): string[] {
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry, { withFileTypes: true })
    .flatMap((item) => files(path.join(entry, item.name)))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
}

/**
 * A hash of the sources that decide the API answers' shapes, written into the web build as
 * `__SCHEMAS_VERSION__` (vite.config.ts): the app stamps the answers it keeps in the browser's
 * storage with it, so that a later build reads back only what its own schemas would accept
 * (web/lib/stored-answers.ts).
 */
export function schemasVersion(root: string): string {
  const hash = createHash('sha256');
  const all = SHAPE_SOURCES.flatMap((source) => files(path.join(root, source))).sort();
  for (const file of all) hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file));
  return hash.digest('base64url').slice(0, 16);
}
