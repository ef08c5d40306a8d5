// `node --import ./tests/helpers/record-loaded.mjs …`: writes every module URL the process resolves
// to the file named by RECORD_LOADED_TO, one per line (compiled-server.test.ts reads it).
import { register } from 'node:module';

register(
  `data:text/javascript,${encodeURIComponent(`
import fs from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  fs.appendFileSync(${JSON.stringify(process.env.RECORD_LOADED_TO ?? '/dev/null')}, resolved.url + '\\n');
  return resolved;
}`)}`,
);
