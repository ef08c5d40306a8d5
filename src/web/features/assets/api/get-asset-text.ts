import type { Asset } from '@shared/schemas/asset';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { downloadFile } from '@web/lib/api-client';
import { assetKeys } from '@web/lib/asset-query';

/**
 * GET /api/assets/:id/file: the original as stored, for the page's own readers (the PDF viewer, the
 * text preview). Unlike the download route it is never counted as a download.
 */
export function assetFileUrl(id: string): string {
  return `/api/assets/${encodeURIComponent(id)}/file`;
}

/** A preview shows the start of a long text: enough to recognise it, not a 50 MB read on a phone. */
export const TEXT_PREVIEW_MAX_BYTES = 200 * 1024;

const TEXT_MIMES = new Set(['text/plain', 'text/csv', 'text/markdown', 'application/json']);

/** Plain-text documents stored by us (the upload checks they are UTF-8 text): shown inline. */
export function isPlainTextAsset(asset: Asset): boolean {
  return !asset.isExternal && Boolean(asset.downloadUrl) && TEXT_MIMES.has(asset.mime ?? '');
}

export interface AssetText {
  text: string;
  /** Bytes read; less than the file's size when only its start was read. */
  shownBytes: number;
  truncated: boolean;
}

export async function getAssetText(asset: Asset, signal?: AbortSignal): Promise<AssetText> {
  if (asset.size === 0) return { text: '', shownBytes: 0, truncated: false };
  const truncated = asset.size > TEXT_PREVIEW_MAX_BYTES;
  const { blob } = await downloadFile(assetFileUrl(asset.id), {
    signal,
    headers: truncated ? { Range: `bytes=0-${TEXT_PREVIEW_MAX_BYTES - 1}` } : undefined,
  });
  const bytes = new Uint8Array(await blob.arrayBuffer()).subarray(0, TEXT_PREVIEW_MAX_BYTES);
  // `stream` holds back a character cut in two at the end of the range instead of showing '�'.
  const text = new TextDecoder('utf-8').decode(bytes, { stream: truncated });
  return { text, shownBytes: bytes.byteLength, truncated };
}

export function assetTextQueryOptions(asset: Asset) {
  return queryOptions({
    queryKey: [...assetKeys.all, 'text', asset.id, asset.updatedAt] as const,
    queryFn: ({ signal }) => getAssetText(asset, signal),
    staleTime: 5 * 60_000,
  });
}

/** The start of a plain-text asset (at most TEXT_PREVIEW_MAX_BYTES), decoded as UTF-8. */
export function useAssetText(asset: Asset) {
  return useQuery(assetTextQueryOptions(asset));
}
