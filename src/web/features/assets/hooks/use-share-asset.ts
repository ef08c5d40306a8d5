import { assetsMessages } from '@shared/messages/assets';
import type { Asset } from '@shared/schemas/asset';
import { useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '@web/lib/api-client';
import { notify, notifyFailure } from '@web/lib/notify';
import { useCallback, useMemo, useRef, useState } from 'react';
import { fallbackName, IN_PAGE_DOWNLOAD_MAX_BYTES } from '../api/download-asset';
import { bumpDownloads, patchCachedAsset } from '../lib/cache-updates';

/** What 'Compartilhar' sends: a file read from `url`, under `name` and `type`. */
export interface ShareSource {
  url: string;
  name: string;
  type: string;
  /** The original, through the download route: the server counts it as a download. */
  original: boolean;
}

/** Whether this browser can share a file of this type (the Web Share API with files, Level 2). */
export function canShareFile(name: string, type: string): boolean {
  if (typeof navigator === 'undefined') return false;
  if (typeof navigator.share !== 'function' || typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [new File([], name, { type })] });
  } catch {
    return false;
  }
}

/**
 * The file to share: the original when the browser takes its type and it is small enough to read
 * into memory, else the preview image (a PSD's or a large photo's render); null when the browser
 * shares neither, or the asset is a link with no file of ours.
 */
export function shareSource(asset: Asset, canShare = canShareFile): ShareSource | null {
  if (asset.isExternal) return null;
  const candidates: ShareSource[] = [];
  if (asset.downloadUrl && asset.mime && asset.size <= IN_PAGE_DOWNLOAD_MAX_BYTES) {
    candidates.push({ url: asset.downloadUrl, name: fallbackName(asset), type: asset.mime, original: true });
  }
  if (asset.previewUrl) {
    const name = `${asset.title || 'arquivo'}.webp`;
    candidates.push({ url: asset.previewUrl, name, type: 'image/webp', original: false });
  }
  return candidates.find((source) => canShare(source.name, source.type)) ?? null;
}

const isDomError = (error: unknown, name: string) => error instanceof DOMException && error.name === name;

/**
 * 'Compartilhar' on the asset page (issue 14): the file itself to the phone's share sheet (WhatsApp,
 * Instagram...). `available` is false where the browser cannot share files: the button is hidden.
 */
export function useShareAsset(asset: Asset) {
  const client = useQueryClient();
  const source = useMemo(() => shareSource(asset), [asset]);
  // Kept once read: a second tap shares at once, without reading (or counting) the file again.
  const ready = useRef<{ url: string; file: File } | null>(null);
  const [preparing, setPreparing] = useState(false);

  const share = useCallback(async () => {
    if (!source) return;
    let file = ready.current?.url === source.url ? ready.current.file : null;
    if (!file) {
      setPreparing(true);
      try {
        const download = await downloadFile(source.url);
        file = new File([download.blob], download.fileName ?? source.name, { type: source.type });
        ready.current = { url: source.url, file };
        if (source.original) patchCachedAsset(client, asset.id, bumpDownloads);
      } catch (error) {
        notifyFailure(error, assetsMessages.assetActions.shareError);
        return;
      } finally {
        setPreparing(false);
      }
    }
    try {
      await navigator.share({ files: [file], title: asset.title });
    } catch (error) {
      // The user closed the share sheet: nothing went wrong.
      if (isDomError(error, 'AbortError')) return;
      // Reading a large file outlasted the tap that allows a share sheet; the file is ready now.
      if (isDomError(error, 'NotAllowedError')) notify.info(assetsMessages.assetActions.shareReady);
      else notify.error(assetsMessages.assetActions.shareError);
    }
  }, [source, asset.id, asset.title, client]);

  return { available: source !== null, preparing, share };
}
