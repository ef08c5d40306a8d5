import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the returned element comes within `margin` of the viewport. `version`
 * (the number of pages loaded) re-arms the observer, so a page that did not fill the screen is
 * followed by the next one without waiting for a scroll.
 */
export function useInfiniteSentinel(onVisible: () => void, enabled: boolean, version: number, margin = 1200) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;

  useEffect(() => {
    void version;
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, version, margin]);

  return ref;
}
