import type { AssetType } from '../constants';

/** The document formats whose words are read (issue 39): Word, PowerPoint, their open twins, text. */
export const TEXT_DOCUMENT_MIMES = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.presentation',
  'text/plain',
  'text/csv',
] as const;

/** Whether the words inside a stored file of this type and MIME are read (pictures, PDFs, documents). */
export function isTextReadable(type: AssetType, mime: string | null, isExternal = false): boolean {
  if (isExternal || type === 'video') return false;
  if (type === 'image' || type === 'pdf' || type === 'psd') return mime !== 'image/svg+xml';
  return (TEXT_DOCUMENT_MIMES as readonly string[]).includes(mime ?? '');
}
