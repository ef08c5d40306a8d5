import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA (issue 14). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits until no finite animation runs (dialogs and drawers slide and fade in): axe would otherwise
 * measure contrast on half-transparent text. Spinners loop forever and are left out.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * The page's serious and critical axe violations, one readable line each: rule, impact, what it
 * asks, and the elements (CSS targets) that break it. An empty list is a pass.
 */
export async function seriousViolations(page: Page, scope?: string): Promise<string[]> {
  await settle(page);
  // Legacy mode runs axe in the page itself; the default opens a blank page per run to merge the
  // frames' results, which doubles the time and our screens have no cross-origin frames.
  const builder = new AxeBuilder({ page })
    // WCAG 2.5.3 (label in name) is still 'experimental' in axe, so off unless named; a card whose
    // spoken name differs from its visible text is what voice-control users cannot click.
    .options({
      rules: { 'label-content-name-mismatch': { enabled: true } },
      // Details of the violations only: the passes' node lists cost time and are never read.
      resultTypes: ['violations'],
    })
    .withTags(TAGS)
    .setLegacyMode(true);
  const results = await (scope ? builder.include(scope) : builder).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} -> ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

/**
 * Fails unless the page reaches a state without serious or critical violations: axe is run again
 * while the screen is still changing (a resize's re-layout, a toast or data arriving), and what a
 * violation that stays says is the last run's list. `soft` lets the test go on to its other screens.
 */
export async function expectNoSeriousViolations(
  page: Page,
  options: { scope?: string; message?: string; soft?: boolean } = {},
): Promise<void> {
  const { scope, message, soft = false } = options;
  await (soft ? expect.soft : expect).poll(() => seriousViolations(page, scope), { message }).toEqual([]);
}
