/**
 * Under the 'assets' root like the gallery's keys, so an upload, edit or delete (which invalidate
 * ['assets']) refreshes the home lists too.
 */
export const homeKeys = {
  all: ['assets', 'home'] as const,
  list: (params: Record<string, string>) => [...homeKeys.all, params] as const,
};
