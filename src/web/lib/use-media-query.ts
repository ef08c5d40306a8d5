import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following its changes (false where matchMedia is missing).
 * `drawn` is the answer where there is no screen to ask: the server's drawing of a first screen
 * (app/first-screen.tsx), which is a phone's.
 */
export function useMediaQuery(query: string, drawn = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => drawn,
  );
}

/** A touch screen is the main pointer: nothing to drag, nothing to hover. */
export function useCoarsePointer(): boolean {
  return useMediaQuery('(pointer: coarse)');
}

/**
 * Tailwind's `lg` and up: where the layout puts the search in the header and the filters beside the
 * results. A part shown only from (or only below) it is rendered only there, not hidden with CSS:
 * a phone's first screen spent its time on a hidden search and a hidden filter sidebar.
 */
export function useWideScreen(): boolean {
  return useMediaQuery('(min-width: 64rem)');
}

/** Tailwind's `md` and up: where the header has room for the main navigation and the user menu. */
export function useMediumScreen(): boolean {
  return useMediaQuery('(min-width: 48rem)');
}

/**
 * Below Tailwind's `sm`: a phone held upright. A part hidden there is not rendered there (as with
 * useWideScreen); read it once per list, not per card (each read asks matchMedia).
 */
export function useNarrowScreen(): boolean {
  return useMediaQuery('(width < 40rem)', true);
}
