import {
  type GalleryFilters,
  galleryHref,
  parseGalleryParams,
  similarToken,
  writeGalleryParams,
} from '@web/lib/gallery-url';
import { paths } from '@web/lib/paths';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The global search text and the gallery URL kept together (SPEC 'Global search'): typing sets the
 * gallery's search (debounced); off the gallery a non-empty text goes to /gallery?q=...; on the
 * gallery the box follows the URL (a removed chip, a tag link) unless the user is mid-typing.
 */
export function useSearchBox({ live }: { live: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const onGallery = location.pathname === paths.gallery;
  const urlQuery = onGallery ? parseGalleryParams(new URLSearchParams(location.search)).q : null;

  const [value, setValue] = useState(urlQuery ?? '');
  // The search text the URL last got from (or gave to) this box.
  const synced = useRef(urlQuery ?? '');
  const where = useRef(location);
  where.current = location;

  useEffect(() => {
    if (urlQuery !== null && urlQuery !== synced.current) {
      synced.current = urlQuery;
      setValue(urlQuery);
    }
  }, [urlQuery]);

  /** Changes the gallery's filters: in place on /gallery, else by going there. */
  const applyFilters = useCallback(
    (change: Partial<GalleryFilters>) => {
      const current = where.current;
      if (current.pathname === paths.gallery) {
        const params = new URLSearchParams(current.search);
        const filters = parseGalleryParams(params);
        const next = writeGalleryParams({ ...filters, ...change }, params).toString();
        if (next === params.toString() && !similarToken(params)) return;
        navigate(
          { pathname: paths.gallery, search: next ? `?${next}` : '' },
          { replace: true, preventScrollReset: true },
        );
      } else {
        navigate(galleryHref(change));
      }
    },
    [navigate],
  );

  /** Sends the text now. `always`: go to the gallery even with no text (the mobile form's submit). */
  const commit = useCallback(
    (text: string, { always = false }: { always?: boolean } = {}) => {
      const q = text.trim();
      synced.current = q;
      if (where.current.pathname === paths.gallery || q || always) applyFilters({ q });
    },
    [applyFilters],
  );

  useEffect(() => {
    if (!live || value.trim() === synced.current) return;
    const timer = setTimeout(() => commit(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [live, value, commit]);

  return { value, setValue, commit, applyFilters };
}
