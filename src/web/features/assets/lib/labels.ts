import type { AssetType } from '@shared/constants';
import { assetsMessages } from '@shared/messages/assets';
import { format } from '@shared/messages/format';
import { galleryMessages } from '@shared/messages/gallery';
import type { Asset } from '@shared/schemas/asset';
import type { GalleryType } from '@web/lib/gallery-url';

/** 'Imagem', 'PDF', 'Documento'... for the info card and list rows. */
export function assetTypeLabel(type: AssetType): string {
  return assetsMessages.assetTypes[type];
}

/**
 * 'Por Franqueadora', 'Por Carla Mendes': the card line for the author the server credits the asset
 * to (one rule, `assetAuthor` in shared/domain, for cards and the asset page and every role).
 */
export function authorLabel(asset: Pick<Asset, 'author'>): string {
  return format(galleryMessages.gallery.byAuthor, { name: asset.author });
}

/** The sidebar's four type checkboxes (SPEC): 'Outros' also covers PSD, which has no box of its own. */
export const TYPE_FILTER_GROUPS: ReadonlyArray<{
  id: keyof typeof galleryMessages.gallery.typeGroups;
  types: readonly GalleryType[];
}> = [
  { id: 'image', types: ['image'] },
  { id: 'pdf', types: ['pdf'] },
  { id: 'document', types: ['document'] },
  { id: 'other', types: ['other', 'psd'] },
];

export type CheckState = boolean | 'indeterminate';

export function typeGroupState(selected: readonly GalleryType[], types: readonly GalleryType[]): CheckState {
  const hits = types.filter((type) => selected.includes(type)).length;
  if (hits === 0) return false;
  return hits === types.length ? true : 'indeterminate';
}

/** Checking a group adds all its types; unchecking (or a partial group) removes them all. */
export function toggleTypeGroup(
  selected: readonly GalleryType[],
  types: readonly GalleryType[],
): GalleryType[] {
  const state = typeGroupState(selected, types);
  if (state === true) return selected.filter((type) => !types.includes(type));
  return [...new Set([...selected, ...types])];
}

export function typeGroupCount(counts: Record<string, number> | undefined, types: readonly GalleryType[]) {
  if (!counts) return undefined;
  return types.reduce((sum, type) => sum + (counts[type] ?? 0), 0);
}

export function resultsLabel(total: number, formatted: string): string {
  return total === 1
    ? galleryMessages.gallery.resultsOne
    : format(galleryMessages.gallery.resultsOther, { n: formatted });
}

/** Whether the browser can show something of the file (SPEC preview: image, PDF page, player). */
export function hasVisualPreview(asset: Pick<Asset, 'previewUrl' | 'embedUrl'>): boolean {
  return Boolean(asset.embedUrl || asset.previewUrl);
}
