/**
 * The budgets `npm run lint` holds (issue 37), each failure listed once: file sizes
 * (budgets/sizes.ts), copied blocks in src (budgets/repetition.ts) and free text in errors
 * (budgets/error-text.ts). Module boundaries and cycles are dependency-cruiser's
 * (.dependency-cruiser.cjs), run just before.
 */
import { checkErrorText } from './budgets/error-text';
import { checkRepetition } from './budgets/repetition';
import { checkSizes } from './budgets/sizes';

const checks = [
  ['sizes', checkSizes()],
  ['errors', checkErrorText()],
  ['repetition', await checkRepetition()],
] as const;

// One stream, so each check's lines stay together in CI's log.
let failed = false;
for (const [name, { problems, summary }] of checks) {
  failed ||= problems.length > 0;
  const lines = problems.length === 0 ? [summary] : ['failed', ...problems.map((p) => `  ${p}`)];
  process.stdout.write(`budgets: ${name}: ${lines.join('\n')}\n`);
}
if (failed) process.exit(1);
