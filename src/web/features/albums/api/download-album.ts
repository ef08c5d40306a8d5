import type { DownloadFormat } from '@shared/constants';
import { downloadQuery } from '@shared/domain/download-query';
import { assetsMessages } from '@shared/messages/assets';
import { format } from '@shared/messages/format';
import { startFrameDownload } from '@web/lib/frame-download';

/** Where the browser streams the album's ZIP from (nothing is held in memory). */
export function albumDownloadUrl(id: string): string {
  return `/api/albums/${encodeURIComponent(id)}/download`;
}

/**
 * 'Baixar álbum': GET /api/albums/:id/download told like the gallery's ZIP ('Iniciando download...',
 * the browser's download progress, a refusal in place of the toast).
 */
export function downloadAlbum(
  album: { id: string; assetCount: number },
  choice?: { format: DownloadFormat; stamp: boolean },
) {
  startFrameDownload(
    `${format(assetsMessages.assetActions.zipStarting, { n: album.assetCount })} ${assetsMessages.assetActions.zipContinues}`,
    { withoutUnit: choice?.stamp ? () => downloadAlbum(album, { ...choice, stamp: false }) : undefined },
  ).submit(`${albumDownloadUrl(album.id)}${choice ? downloadQuery(choice) : ''}`);
}
