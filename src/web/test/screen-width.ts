import { vi } from 'vitest';

/**
 * Makes `matchMedia` answer as a screen `width` CSS pixels wide (jsdom has none: the app's media
 * hooks then see a phone). Understands the queries the app asks (`min-width`, `width <`, in px or
 * rem at 16 px); undone by `vi.unstubAllGlobals()`.
 */
export function stubScreenWidth(width: number): void {
  const px = (value: string, unit: string) => Number(value) * (unit === 'rem' ? 16 : 1);
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)(px|rem)/.exec(query);
    const below = /width\s*<\s*([\d.]+)(px|rem)/.exec(query);
    let matches = false;
    if (min) matches = width >= px(min[1] ?? '0', min[2] ?? 'px');
    else if (below) matches = width < px(below[1] ?? '0', below[2] ?? 'px');
    return { matches, media: query, addEventListener: () => {}, removeEventListener: () => {} };
  });
}
