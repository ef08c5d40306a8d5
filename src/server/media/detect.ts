import fs from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import type { AssetType } from '../../shared/constants';

export interface DetectedFile {
  type: AssetType;
  ext: string;
  mime: string;
}

export type Detection = ({ ok: true } & DetectedFile) | { ok: false; reason: 'video' };

/** Bytes to read from the start of a file before deciding its type. */
export const DETECTION_BYTES = 4100;

const VIDEO_EXTENSIONS = new Set([
  'mp4',
  'm4v',
  'mov',
  'avi',
  'mkv',
  'webm',
  'wmv',
  'flv',
  'mpg',
  'mpeg',
  '3gp',
  '3g2',
  'ogv',
  'ts',
  'mts',
]);
const IMAGE_MIMES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
]);
const DOCUMENT_MIMES = new Set([
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/msword',
  'application/x-cfb',
  'application/rtf',
]);
const TEXT_EXTENSIONS: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
  json: 'application/json',
};

function nameExtension(name: string): string {
  const match = /\.([a-z0-9]{1,8})$/i.exec(name.trim());
  return match ? match[1]!.toLowerCase() : '';
}

function looksLikeText(head: Uint8Array): boolean {
  if (head.length === 0 || head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(
      head.length >= DETECTION_BYTES ? trimPartialUtf8(head) : head,
    );
    return true;
  } catch {
    return false;
  }
}

/** The cut at DETECTION_BYTES may split a multi-byte character; drop the incomplete tail. */
function trimPartialUtf8(bytes: Uint8Array): Uint8Array {
  const end = bytes.length;
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = bytes[end - back]!;
    if ((byte & 0xc0) === 0xc0) return bytes.subarray(0, end - back);
    if ((byte & 0x80) === 0) break;
  }
  return bytes.subarray(0, end);
}

async function readHead(filePath: string): Promise<Uint8Array> {
  const handle = await fs.open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(DETECTION_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, DETECTION_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Decides an upload's type from its first bytes (magic numbers), never from the name or the browser's
 * MIME: a video renamed .jpg is still refused. The name only refines plain-text files.
 */
export async function detectFile(filePath: string, originalName: string): Promise<Detection> {
  // From the file, not a prefix: zip-based formats (docx, xlsx, pptx) are told apart by their entries.
  const found = await fileTypeFromFile(filePath);
  const fromName = nameExtension(originalName);
  if (found?.mime.startsWith('video/') || (found && VIDEO_EXTENSIONS.has(found.ext)))
    return { ok: false, reason: 'video' };
  if (!found && VIDEO_EXTENSIONS.has(fromName)) return { ok: false, reason: 'video' };

  if (found) {
    if (IMAGE_MIMES.has(found.mime))
      return { ok: true, type: 'image', ext: found.ext === 'jpeg' ? 'jpg' : found.ext, mime: found.mime };
    if (found.mime === 'application/pdf') return { ok: true, type: 'pdf', ext: 'pdf', mime: found.mime };
    if (found.mime === 'image/vnd.adobe.photoshop')
      return { ok: true, type: 'psd', ext: 'psd', mime: found.mime };
    if (DOCUMENT_MIMES.has(found.mime)) {
      const ext =
        found.ext === 'cfb' ? (['doc', 'xls', 'ppt'].includes(fromName) ? fromName : 'doc') : found.ext;
      return {
        ok: true,
        type: 'document',
        ext,
        mime: found.mime === 'application/x-cfb' ? 'application/msword' : found.mime,
      };
    }
    return { ok: true, type: 'other', ext: found.ext, mime: found.mime };
  }

  if (looksLikeText(await readHead(filePath))) {
    if (fromName === 'svg') return { ok: true, type: 'other', ext: 'svg', mime: 'image/svg+xml' };
    const mime = TEXT_EXTENSIONS[fromName];
    return mime
      ? { ok: true, type: 'document', ext: fromName, mime }
      : { ok: true, type: 'document', ext: 'txt', mime: 'text/plain' };
  }
  return { ok: true, type: 'other', ext: 'bin', mime: 'application/octet-stream' };
}
