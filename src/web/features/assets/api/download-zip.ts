import type { DownloadFormat } from '@shared/constants';
import { assetsMessages } from '@shared/messages/assets';
import { format } from '@shared/messages/format';
import { api, lazySchema } from '@web/lib/api-client';
import { startFrameDownload } from '@web/lib/frame-download';

const zipTokenAnswer = lazySchema(() => import('@shared/schemas/search').then((m) => m.ZipFormTokenSchema));

export const ZIP_PATH = '/api/downloads/zip';
const ZIP_TOKEN_PATH = '/api/downloads/zip-token';
/** Server limit per ZIP (ZipInputSchema). */
export const ZIP_MAX_FILES = 200;

/**
 * 'Baixar (n)': POST /api/downloads/zip as a plain form (ids=a,b,c), so the browser streams the ZIP
 * straight to disk however big it is, instead of the page buffering it. The counts are the server's.
 */
export async function downloadZip(
  ids: readonly string[],
  choice?: { format: DownloadFormat; stamp: boolean },
) {
  if (ids.length === 0) return;
  const download = startFrameDownload(
    `${format(assetsMessages.assetActions.zipStarting, { n: ids.length })} ${assetsMessages.assetActions.zipContinues}`,
    { withoutUnit: choice?.stamp ? () => void downloadZip(ids, { ...choice, stamp: false }) : undefined },
  );
  // The form post carries a short-lived token of this session (the server refuses form bodies
  // without one), so no other site can make the browser post this form.
  let token: string;
  try {
    token = (await api.get(ZIP_TOKEN_PATH, zipTokenAnswer)).token;
  } catch (error) {
    download.fail(error);
    return;
  }
  const options: Record<string, string> = choice
    ? { format: choice.format, stamp: choice.stamp ? '1' : '0' }
    : {};
  download.submit(ZIP_PATH, { method: 'post', fields: { ids: ids.join(','), token, ...options } });
}
