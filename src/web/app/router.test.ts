import { paths } from '@web/lib/paths';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** Every address the app links to, built the way components build them. */
const linked = Object.entries(paths).map(([name, value]) => [
  name,
  typeof value === 'function' ? (value as (arg: string) => string)('abc-123') : value,
]);

describe('router and paths', () => {
  it.each(linked)('%s (%s) opens its own page, not the not-found page', (_name, url) => {
    const matches = matchRoutes(routes, new URL(url, 'http://x').pathname);
    expect(matches).not.toBeNull();
    expect(matches!.at(-1)!.route.path).not.toBe('*');
  });

  it('sends an unknown address to the not-found page', () => {
    expect(matchRoutes(routes, '/nao-existe')!.at(-1)!.route.path).toBe('*');
  });
});
