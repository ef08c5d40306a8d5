import { fileTypeFromBuffer } from 'file-type';
import { headerWithinBudget, ImageTooLargeError } from './decode';

/** What a signed TCLE may be: a PDF or a photo/scan of the paper (stored as sent, never re-encoded). */
const ACCEPTED: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * The type of a consent file from its bytes (never its name): a PDF by its signature and its
 * end-of-file marker, an image by its signature and a header sharp can read. Null for anything else,
 * a renamed file included. An image whose header declares more pixels than the consent budget throws
 * ImageTooLargeError, as every image does.
 */
export async function sniffConsentFile(bytes: Buffer): Promise<{ mime: string; ext: string } | null> {
  const detected = await fileTypeFromBuffer(bytes);
  const ext = detected ? ACCEPTED[detected.mime] : undefined;
  if (!detected || !ext) return null;
  // A whole PDF ends with its end-of-file marker (a truncated or made-up one does not).
  if (detected.mime === 'application/pdf' && !bytes.subarray(-1024).includes('%%EOF')) return null;
  if (detected.mime.startsWith('image/')) {
    const info = await headerWithinBudget(bytes, 'consent').catch((error: unknown) => {
      if (error instanceof ImageTooLargeError) throw error;
      return null;
    });
    if (!info?.width || !info.height) return null;
  }
  return { mime: detected.mime, ext };
}
