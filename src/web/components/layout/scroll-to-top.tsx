import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * SPEC: the page scrolls smoothly to the top on every route change. Only the path counts, so that
 * filters written to the query string (gallery) do not jump the page. Reduced motion is honoured.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();

  useEffect(() => {
    void pathname;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [pathname]);

  return null;
}
