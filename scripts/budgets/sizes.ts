/**
 * File sizes (issue 37): a source file at most 300 lines, a test file (specs, tests and their
 * helpers) at most 400, with no exception: a file that outgrows its budget is split along its seams.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SOURCE_MAX = 300;
const TEST_MAX = 400;
const ROOTS = ['src', 'scripts', 'tests'];
const CODE = /\.(ts|tsx|mjs|cjs|js)$/;
/** Generated or data, not written by hand. */
const SKIP = [/^src\/server\/platform\/db\/migrations\//, /\.d\.ts$/];

const isTest = (file: string) => file.startsWith('tests/') || /\.(test|spec)\.tsx?$/.test(file);

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) yield* walk(relative);
    else if (CODE.test(entry.name) && !SKIP.some((pattern) => pattern.test(relative))) yield relative;
  }
}

/** Lines as an editor counts them (a final newline does not start another). */
function lineCount(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** The files past their size budget, one line each; empty when every file fits. */
export function checkSizes(): { problems: string[]; summary: string } {
  const problems: string[] = [];
  let files = 0;
  for (const root of ROOTS) {
    for (const file of walk(root)) {
      files++;
      const lines = lineCount(fs.readFileSync(path.join(ROOT, file), 'utf8'));
      const budget = isTest(file) ? TEST_MAX : SOURCE_MAX;
      if (lines > budget) {
        const kind = isTest(file) ? 'a test' : 'a source';
        problems.push(`${file}: ${lines} lines, over the budget of ${budget} for ${kind} file: split it`);
      }
    }
  }
  return {
    problems,
    summary: `${files} files within their size budgets (source ${SOURCE_MAX}, test ${TEST_MAX} lines)`,
  };
}
