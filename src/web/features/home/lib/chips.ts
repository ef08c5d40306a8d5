import { LIMITS } from '@shared/constants';
import type { Asset } from '@shared/schemas/asset';
import { type GalleryType, galleryHref } from '@web/lib/gallery-url';

/** SPEC 'Home', section 'Tudo em um só lugar': the chips, in order. */
export const HOME_CHIPS = ['image', 'psd', 'cdr', 'gif', 'pr', 'pdf', 'other'] as const;
export type HomeChip = (typeof HOME_CHIPS)[number];

/** SPEC: each chip lists up to 12 assets of its kind. */
export const CHIP_LIMIT = 12;

/** How many recent assets are scanned for the kinds that are not an asset type of their own. */
const SCAN_LIMIT = 100;

export interface ChipQuery {
  /** GET /api/assets `types`. */
  types: readonly GalleryType[];
  limit: number;
  /**
   * CDR, GIF and PR are not asset types: they are picked from a type's recent assets by file
   * extension or MIME. Searching for 'cdr' instead would also match titles, and would fill the
   * statistics' 'Buscas sem resultado' with searches nobody typed.
   */
  extensions?: readonly string[];
  mimes?: readonly string[];
}

export const CHIP_QUERIES: Record<HomeChip, ChipQuery> = {
  // 'Últimas Postagens' shows the newest images and this section does not repeat them: read past them.
  image: { types: ['image'], limit: CHIP_LIMIT + LIMITS.homeLatestCount },
  psd: { types: ['psd'], limit: CHIP_LIMIT },
  cdr: {
    types: ['other'],
    limit: SCAN_LIMIT,
    extensions: ['cdr'],
    mimes: [
      'application/cdr',
      'application/coreldraw',
      'application/x-cdr',
      'application/x-coreldraw',
      'image/x-cdr',
    ],
  },
  gif: { types: ['image'], limit: SCAN_LIMIT, extensions: ['gif'], mimes: ['image/gif'] },
  // Adobe Premiere projects.
  pr: { types: ['other'], limit: SCAN_LIMIT, extensions: ['prproj', 'prel', 'pr'] },
  pdf: { types: ['pdf'], limit: CHIP_LIMIT },
  other: { types: ['other', 'document'], limit: CHIP_LIMIT },
};

/** 'arte.CDR' -> 'cdr'; null without an extension. */
export function fileExtension(name: string | null | undefined): string | null {
  if (!name) return null;
  const base = name.trim().split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return null;
  return base.slice(dot + 1).toLowerCase();
}

export function matchesChip(chip: HomeChip, asset: Pick<Asset, 'type' | 'originalName' | 'mime'>): boolean {
  const query = CHIP_QUERIES[chip];
  if (!query.types.includes(asset.type as GalleryType)) return false;
  if (!query.extensions && !query.mimes) return true;
  const extension = fileExtension(asset.originalName);
  const mime = asset.mime?.toLowerCase() ?? '';
  return Boolean(
    (extension && query.extensions?.includes(extension)) || (mime && query.mimes?.includes(mime)),
  );
}

type ChipItem = Pick<Asset, 'id' | 'type' | 'originalName' | 'mime'>;

/** The assets of a chip, in the server's order, at most 12, less those `shownIds` ('Últimas Postagens'). */
export function chipAssets<T extends ChipItem>(
  chip: HomeChip,
  assets: readonly T[],
  shownIds: ReadonlySet<string> = new Set(),
): T[] {
  return assets.filter((asset) => !shownIds.has(asset.id) && matchesChip(chip, asset)).slice(0, CHIP_LIMIT);
}

/** The chips picked by file extension or MIME within a type: known only by scanning recent assets. */
export type ScannedChip = 'cdr' | 'gif' | 'pr';

export interface ChipEvidence {
  /** Assets per type in the library (any first page of GET /api/assets: they ignore the type filter). */
  typeCounts: Readonly<Record<string, number>>;
  /** What 'Últimas Postagens' shows: this section does not repeat it. */
  shown: readonly ChipItem[];
  /** The recent assets scanned for CDR, GIF and PR; a chip missing here is not known yet. */
  scans: Partial<Record<ScannedChip, readonly ChipItem[]>>;
}

/**
 * The chips that have something to list (issue 14: a chip with no content is hidden), in order.
 * A whole-type chip counts its types less what 'Últimas Postagens' shows of them; CDR, GIF and PR
 * need a scan that found one.
 */
export function chipsWithContent({ typeCounts, shown, scans }: ChipEvidence): HomeChip[] {
  const shownIds = new Set(shown.map((asset) => asset.id));
  return HOME_CHIPS.filter((chip) => {
    const query = CHIP_QUERIES[chip];
    if (query.extensions || query.mimes) {
      const scan = scans[chip as ScannedChip];
      return Boolean(scan && chipAssets(chip, scan, shownIds).length > 0);
    }
    const types = query.types as readonly string[];
    const total = types.reduce((sum, type) => sum + (typeCounts[type] ?? 0), 0);
    return total - shown.filter((asset) => types.includes(asset.type)).length > 0;
  });
}

/** The gallery filtered to the chip's types, for 'Ver na galeria'. */
export function chipGalleryHref(chip: HomeChip): string {
  return galleryHref({ types: [...CHIP_QUERIES[chip].types], sort: 'newest' });
}
