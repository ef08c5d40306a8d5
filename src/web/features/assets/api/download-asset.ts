import type { DownloadFormat } from '@shared/constants';
import { downloadQuery } from '@shared/domain/download-query';
import { assetsMessages } from '@shared/messages/assets';
import { downloadsMessages } from '@shared/messages/downloads';
import { format } from '@shared/messages/format';
import type { Asset } from '@shared/schemas/asset';
import { useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '@web/lib/api-client';
import { isApiError } from '@web/lib/api-error';
import { formatFileSize } from '@web/lib/format';
import { UNIT_REFUSALS } from '@web/lib/frame-download';
import { describeError, notify } from '@web/lib/notify';
import { useCallback } from 'react';
import { bumpDownloads, patchCachedAsset } from '../lib/cache-updates';

/**
 * Up to this size a download is read in the page with a progress toast, so 'Download concluído' is
 * shown when the file really is complete (and errors are reported in Portuguese). Bigger files go
 * through the browser's own download (a link click) so they stream to disk instead of into memory;
 * the page cannot see when those finish, so it does not claim they did.
 */
export const IN_PAGE_DOWNLOAD_MAX_BYTES = 20 * 1024 * 1024;

/** Saves in-memory bytes under the server's file name (title + extension). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  clickLink(url, fileName);
  // The click hands the blob to the download manager synchronously; free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function clickLink(href: string, fileName = '') {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** The title with the original extension, for the rare answer without a Content-Disposition. */
export function fallbackName(asset: Pick<Asset, 'title' | 'originalName'>): string {
  const ext = asset.originalName?.match(/\.[a-z0-9]{1,8}$/i)?.[0] ?? '';
  return `${asset.title || 'arquivo'}${ext}`;
}

/** A download format and the unit stamp, as the 'Baixar' menu asks for them. */
export interface DownloadChoice {
  format: DownloadFormat;
  stamp: boolean;
}

/** Formats and the stamp are for uploaded images; everything else has its original only. */
export function hasDownloadFormats(asset: Pick<Asset, 'type' | 'isExternal' | 'mime'>): boolean {
  return asset.type === 'image' && !asset.isExternal && Boolean(asset.mime?.startsWith('image/'));
}

/**
 * Download from a card, the preview dialog or the asset page. Our files: toasts 'Iniciando
 * download...' then 'Download concluído' (or the error); the count rises on screen at once.
 * External links are not ours to stream (DESIGN departure 6): the source opens in a new tab. A
 * `choice` other than the plain original is a render the server makes (a JPEG, read in the page);
 * when the unit's data is missing its message comes with 'Baixar sem os dados'.
 */
export function useDownloadAsset() {
  const client = useQueryClient();
  const run = useCallback(
    async (asset: Asset, choice?: DownloadChoice): Promise<void> => {
      const wanted =
        choice && hasDownloadFormats(asset) && (choice.format !== 'original' || choice.stamp) ? choice : null;
      const url =
        asset.downloadUrl && wanted ? `${asset.downloadUrl}${downloadQuery(wanted)}` : asset.downloadUrl;
      if (!url) {
        notify.error(assetsMessages.assetActions.downloadUnavailable);
        return;
      }
      if (asset.isExternal) {
        window.open(url, '_blank', 'noopener,noreferrer');
        notify.info(assetsMessages.assetActions.openingExternal);
        return;
      }

      const id = notify.info(assetsMessages.assetActions.downloadStarting, { description: asset.title });
      patchCachedAsset(client, asset.id, bumpDownloads);

      // A render is a JPEG of a few hundred KB: always read in the page, whatever the original's size.
      if (!wanted && asset.size > IN_PAGE_DOWNLOAD_MAX_BYTES) {
        clickLink(url);
        notify.info(assetsMessages.assetActions.downloadStarting, {
          id,
          description: assetsMessages.assetActions.downloadLarge,
        });
        return;
      }

      const size = wanted ? '' : formatFileSize(asset.size);
      let lastPercent = -1;
      try {
        const file = await downloadFile(url, {
          onProgress: (loaded, total) => {
            const percent = Math.floor((loaded / (total || asset.size || 1)) * 100);
            if (percent === lastPercent || percent > 100) return;
            lastPercent = percent;
            notify.info(assetsMessages.assetActions.downloadStarting, {
              id,
              description: total
                ? format(assetsMessages.assetActions.downloadProgress, {
                    percent,
                    size: size || formatFileSize(total),
                  })
                : downloadsMessages.downloadMenu.rendering,
            });
          },
        });
        saveBlob(file.blob, file.fileName ?? fallbackName(asset));
        notify.success(assetsMessages.assetActions.downloadDone, { id, description: asset.title });
      } catch (error) {
        patchCachedAsset(client, asset.id, (a) => ({
          ...a,
          downloadCount: Math.max(0, a.downloadCount - 1),
        }));
        const reason = describeError(error, assetsMessages.assetActions.downloadError);
        if (wanted && isApiError(error) && UNIT_REFUSALS.has(error.code)) {
          notify.error(reason, {
            id,
            duration: 15_000,
            action: {
              label: downloadsMessages.downloadMenu.downloadWithoutUnit,
              onClick: () => void run(asset, { format: wanted.format, stamp: false }),
            },
          });
          return;
        }
        notify.error(assetsMessages.assetActions.downloadError, {
          id,
          description: reason === assetsMessages.assetActions.downloadError ? asset.title : reason,
        });
      }
    },
    [client],
  );
  return run;
}
