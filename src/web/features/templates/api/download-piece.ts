import { assetsMessages } from '@shared/messages/assets';
import type { PieceFormat } from '@shared/templates/formats';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';

export interface PieceRequest {
  assetId: string;
  format: PieceFormat;
  /** The editable fields' texts by key; blank ones are left out (the field prints its default). */
  texts: Readonly<Record<string, string>>;
  /** Admins: the unit the piece is made for. */
  unitId?: string | null;
}

/** `GET /api/assets/:id/piece?format=…&text.<key>=…[&unitId=…]`. */
export function pieceUrl({ assetId, format, texts, unitId }: PieceRequest, path = 'piece'): string {
  const query = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(texts)) if (value.trim()) query.set(`text.${key}`, value.trim());
  if (unitId) query.set('unitId', unitId);
  return `/api/assets/${encodeURIComponent(assetId)}/${path}?${query}`;
}

/** Saves the bytes read in the page under `fileName`, as the asset page's downloads do. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName, rel: 'noopener' });
  document.body.append(link);
  link.click();
  link.remove();
  // The click hands the blob to the download manager at once; it is freed a little later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The server's name for the file, else the format's (a JPEG, or the print PDF). */
const fallbackName = (format: PieceFormat) => `peca-${format}.${format === 'a4-print' ? 'pdf' : 'jpg'}`;

/**
 * Downloads one piece, read in the page (a JPEG of a few hundred KB, a PDF of a few MB) as the asset
 * page's formats are, then saved under the server's file name. A refusal (incomplete unit data, a
 * forbidden expression, a text too long) is the mutation's error, told beside the buttons.
 */
export function useDownloadPiece() {
  return useMutation({
    mutationFn: async (request: PieceRequest) => {
      const file = await downloadFile(pieceUrl(request));
      saveBlob(file.blob, file.fileName ?? fallbackName(request.format));
    },
    onSuccess: () => notify.success(assetsMessages.assetActions.downloadDone),
  });
}
