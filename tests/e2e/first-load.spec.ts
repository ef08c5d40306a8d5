import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createScreenPreloads } from '../../src/server/boot/web-preloads';

const WEB_DIR = path.resolve('dist/web');

/** The scripts the page has the browser fetch with it (its Link header), as files of the build. */
function firstLoadScripts(pathname: string, signedIn: boolean): string[] {
  return createScreenPreloads(WEB_DIR)
    .forPage(pathname, signedIn)
    .flatMap((link) => /^<\/(assets\/[^>]+\.js)>; rel=modulepreload/.exec(link)?.[1] ?? []);
}

// zod and the shared schemas cost a phone some 150 ms at CPU x4 before the first screen: the answers
// the first screens read are checked by schemas loaded with them (lazySchema), and the page data and
// the stored first page need none (web/lib/page-data, web/lib/stored-answers).
test('the gallery and the sign-in page start without zod: none of their first-load scripts holds it', () => {
  for (const [pathname, signedIn] of [
    ['/gallery', true],
    ['/auth', false],
  ] as const) {
    const scripts = firstLoadScripts(pathname, signedIn);
    expect(scripts.length, pathname).toBeGreaterThan(3);
    for (const script of scripts) {
      expect(fs.readFileSync(path.join(WEB_DIR, script), 'utf8'), `${pathname}: ${script}`).not.toContain(
        'ZodError',
      );
    }
  }
  // The check can fail: the schemas' own chunk does hold it.
  const all = fs.readdirSync(path.join(WEB_DIR, 'assets')).filter((file) => file.endsWith('.js'));
  expect(
    all.some((file) => fs.readFileSync(path.join(WEB_DIR, 'assets', file), 'utf8').includes('ZodError')),
  ).toBe(true);
});
