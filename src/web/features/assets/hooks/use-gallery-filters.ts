import {
  type GalleryFilters,
  parseGalleryParams,
  similarToken,
  writeGalleryParams,
} from '@web/lib/gallery-url';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type FiltersUpdate = Partial<GalleryFilters> | ((current: GalleryFilters) => GalleryFilters);

/**
 * The gallery's filters, read from and written to the query string (SPEC: in sync both ways). A
 * change replaces the history entry, so Back leaves the gallery instead of undoing each checkbox.
 */
export function useGalleryFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const canonical = writeGalleryParams(parseGalleryParams(searchParams)).toString();
  // One object per distinct filter set, so queries and effects keyed on it do not churn.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the canonical string on purpose
  const filters = useMemo(() => parseGalleryParams(searchParams), [canonical]);
  const similar = similarToken(searchParams);

  const setFilters = useCallback(
    (update: FiltersUpdate) => {
      setSearchParams(
        (current) => {
          const now = parseGalleryParams(current);
          const next = typeof update === 'function' ? update(now) : { ...now, ...update };
          return writeGalleryParams(next, current);
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  // A preset link (/gallery?filter=estrutura) shows its real filters in the address bar.
  const hasPreset = searchParams.has('filter');
  useEffect(() => {
    if (hasPreset) setFilters((current) => current);
  }, [hasPreset, setFilters]);

  return { filters, setFilters, similar };
}
