import { ASSET_TYPES, type AssetType, SORTS, type Sort } from '@shared/constants';
import { paths } from './paths';

/**
 * The gallery's filters live in its query string (SPEC 'Gallery': read on load, and written back),
 * so a filtered gallery can be bookmarked, shared and reached from links elsewhere (home tiles,
 * asset badges, the global search). Shared in lib because the gallery and the global search both
 * read and write it, and one feature may not import another.
 */

/** Types a gallery can list: videos never appear (SPEC section 9). */
export type GalleryType = Exclude<AssetType, 'video'>;
export const GALLERY_TYPES: readonly GalleryType[] = ASSET_TYPES.filter(
  (type): type is GalleryType => type !== 'video',
);

/** 'relevance' is the server's default when there is search text and no explicit sort. */
export type GallerySort = Sort | 'relevance';
const GALLERY_SORTS: readonly string[] = [...SORTS, 'relevance'];

export interface GalleryFilters {
  q: string;
  /** Category slugs; a group slug means all its subcategories. */
  categories: string[];
  /** Tag slugs. */
  tags: string[];
  types: GalleryType[];
  /** null: the default order (relevance with search text, otherwise newest). */
  sort: GallerySort | null;
  /**
   * 'Somente no título e tags' (`scope=labels`): the search text is looked for in the title, taxonomy
   * and description only, not in the words read inside the files (issue 39).
   */
  labelsOnly: boolean;
}

export const EMPTY_FILTERS: GalleryFilters = {
  q: '',
  categories: [],
  tags: [],
  types: [],
  sort: null,
  labelsOnly: false,
};

/** `?filter=` presets of the original links (SPEC: /gallery?filter=estrutura). */
const PRESETS: Record<string, Partial<GalleryFilters>> = {
  estrutura: { categories: ['estrutura'] },
};

/** Params the gallery owns; anything else in the URL is left untouched. */
const OWN_PARAMS = ['q', 'categories', 'tags', 'types', 'sort', 'scope', 'filter', 'similar'] as const;

const SLUG = /^[a-z0-9_-]{1,120}$/;
const MAX_QUERY = 200;
const MAX_LIST = 100;

function csv(value: string | null): string[] {
  if (!value) return [];
  const seen = new Set<string>();
  for (const part of value.split(',')) {
    const item = part.trim().toLowerCase();
    if (item && SLUG.test(item)) seen.add(item);
  }
  return [...seen].slice(0, MAX_LIST);
}

function parseTypes(value: string | null, extra: readonly GalleryType[] = []): GalleryType[] {
  const wanted = new Set<string>([...csv(value), ...extra]);
  return GALLERY_TYPES.filter((type) => wanted.has(type));
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}

/** Query string -> filters. Invalid values are dropped, never an error: a bad link still opens. */
export function parseGalleryParams(params: URLSearchParams): GalleryFilters {
  const preset = PRESETS[params.get('filter')?.trim().toLowerCase() ?? ''] ?? {};
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY),
    categories: unique([...csv(params.get('categories')), ...(preset.categories ?? [])]),
    tags: unique([...csv(params.get('tags')), ...(preset.tags ?? [])]),
    types: parseTypes(params.get('types'), preset.types),
    sort: sort && GALLERY_SORTS.includes(sort) ? (sort as GallerySort) : (preset.sort ?? null),
    labelsOnly: params.get('scope') === 'labels',
  };
}

/** The similar-image results token, when the gallery shows similarity results. */
export function similarToken(params: URLSearchParams): string | null {
  const token = params.get('similar');
  return token && /^[a-z0-9-]{1,64}$/i.test(token) ? token : null;
}

/**
 * Filters -> query string. Unknown params of `current` are kept (harmless), the preset and the
 * similarity token are dropped (the filters now say it all), empty filters are omitted.
 */
export function writeGalleryParams(filters: GalleryFilters, current?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  if (current) {
    for (const [key, value] of current) {
      if (!(OWN_PARAMS as readonly string[]).includes(key)) next.append(key, value);
    }
  }
  const q = filters.q.trim();
  if (q) next.set('q', q);
  if (filters.categories.length) next.set('categories', unique(filters.categories).join(','));
  if (filters.tags.length) next.set('tags', unique(filters.tags).join(','));
  const types = GALLERY_TYPES.filter((type) => filters.types.includes(type));
  if (types.length) next.set('types', types.join(','));
  if (filters.sort) next.set('sort', filters.sort);
  if (filters.labelsOnly) next.set('scope', 'labels');
  return next;
}

/** '/gallery?...' for the given filters (the rest empty). */
export function galleryHref(filters: Partial<GalleryFilters> = {}): string {
  const query = writeGalleryParams({ ...EMPTY_FILTERS, ...filters }).toString();
  return query ? `${paths.gallery}?${query}` : paths.gallery;
}

export function sameFilters(a: GalleryFilters, b: GalleryFilters): boolean {
  return writeGalleryParams(a).toString() === writeGalleryParams(b).toString();
}

/** The filters that 'Limpar' resets: everything but the search text (SPEC 'Gallery'). */
export function clearedFilters(filters: GalleryFilters): GalleryFilters {
  return { ...EMPTY_FILTERS, q: filters.q };
}
