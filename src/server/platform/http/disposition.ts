import contentDisposition from 'content-disposition';
import { removeAccents } from '../../../shared/domain/text';

/**
 * The `Content-Disposition` of a download (RFC 6266, built by `content-disposition`): an ASCII
 * `filename` for old clients (accents dropped, anything else and quotes as `_`) and the real name
 * as UTF-8 `filename*`, so "Prótese (1).jpg" is saved with its accent. Presigned S3 URLs use it too.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = removeAccents(fileName)
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return contentDisposition(fileName, { type: 'attachment', fallback: ascii });
}
