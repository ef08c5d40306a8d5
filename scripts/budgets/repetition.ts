/**
 * Repeated code in src (issue 37): the blocks jscpd finds copied (at least MIN_LINES lines and
 * MIN_TOKENS tokens alike, identifiers included), tests, migrations, declarations and import
 * statements aside (two services that use the same few modules list them alike; the repeated-code
 * scan DEVELOPERS.md names passes over import lines too). The
 * budget may go down, never up: a feature that copies a block instead of sharing it fails the lint.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** Copied blocks allowed; lower it when a clean-up removes some. */
export const REPEATED_BLOCKS_BUDGET = 13;
const MIN_LINES = 5;
const MIN_TOKENS = 40;
/** An import statement, on one line or several (`import type {\n  A,\n} from '…';`). */
const IMPORT_STATEMENT = String.raw`import\s[^;]*?from\s*['"][^'"]+['"];`;

// jscpd's ESM entry points at its TypeScript sources; its CommonJS build is what runs under Node.
const { detectClones } = createRequire(import.meta.url)('jscpd') as typeof import('jscpd');

export async function checkRepetition(): Promise<{ problems: string[]; summary: string }> {
  const clones = await detectClones({
    path: [path.join(ROOT, 'src')],
    pattern: '**/*.{ts,tsx}',
    ignore: ['**/*.test.ts', '**/*.test.tsx', '**/migrations/**', '**/*.d.ts'],
    format: ['typescript', 'tsx'],
    minLines: MIN_LINES,
    minTokens: MIN_TOKENS,
    ignorePattern: [IMPORT_STATEMENT],
    silent: true,
    reporters: [],
  });
  const at = (d: { sourceId: string; start: { line: number }; end: { line: number } }) =>
    `${path.relative(ROOT, d.sourceId)}:${d.start.line}-${d.end.line}`;
  const summary = `${clones.length} copied blocks in src (budget ${REPEATED_BLOCKS_BUDGET})`;
  if (clones.length <= REPEATED_BLOCKS_BUDGET) return { problems: [], summary };
  const listed = clones.map((c) => `${at(c.duplicationA)} ~ ${at(c.duplicationB)}`).sort();
  return {
    problems: [
      `${clones.length} copied blocks, over the budget of ${REPEATED_BLOCKS_BUDGET}: share the new copy instead (every block below is one)`,
      ...listed,
    ],
    summary,
  };
}
