import fs from 'node:fs/promises';
import type { AssetType } from '../../shared/constants';
import {
  headerWithinBudget,
  ImageTooLargeError,
  isPixelLimitError,
  MAX_PIXELS,
  withDecodeSlot,
} from './decode';
import { deriveApart } from './derive-process';
import { deriveFromImage, type ImageDerivatives } from './image';
import { MediaError } from './limits';

export { MediaError } from './limits';

import { renderPdfFirstPage } from './pdf';
import { psdSize, readPsdComposite } from './psd';

function imageError(error: unknown): Error {
  if (error instanceof ImageTooLargeError) return error;
  return isPixelLimitError(error) ? new ImageTooLargeError('upload') : new MediaError('IMAGE_UNREADABLE');
}

async function deriveImage(source: string | Buffer): Promise<ImageDerivatives> {
  try {
    // From the header first: a file past the upload budget is refused without waiting for a slot.
    const header = await headerWithinBudget(source, 'upload');
    return await withDecodeSlot(() => deriveApart(source, header));
  } catch (error) {
    throw imageError(error);
  }
}

/**
 * Thumbnails, placeholder, size and perceptual hash for a file (a path, or its bytes): images directly, PDFs from
 * their first page, PSDs from their composite. Documents and other files get none (a type icon). Each
 * file is one decode slot; an image or PSD past the upload's pixel budget throws ImageTooLargeError.
 */
export async function deriveMedia(
  type: AssetType,
  source: string | Buffer,
): Promise<ImageDerivatives | null> {
  const bytes = async () => new Uint8Array(Buffer.isBuffer(source) ? source : await fs.readFile(source));
  switch (type) {
    case 'image':
      return deriveImage(source);
    case 'pdf': {
      const data = await bytes();
      return withDecodeSlot(async () => {
        let png: Buffer;
        try {
          png = await renderPdfFirstPage(data);
        } catch {
          throw new MediaError('PDF_UNREADABLE');
        }
        // The page is drawn here (pdf.js); its derivatives, like a photo's, in the derivation process.
        return deriveApart(png);
      });
    }
    case 'psd': {
      const data = await bytes();
      const size = psdSize(data);
      if (!size) throw new MediaError('PSD_UNREADABLE');
      if (size.width * size.height > MAX_PIXELS.upload) throw new ImageTooLargeError('upload');
      return withDecodeSlot(async () => {
        let composite: ReturnType<typeof readPsdComposite>;
        try {
          composite = readPsdComposite(data);
        } catch {
          throw new MediaError('PSD_UNREADABLE');
        }
        if (!composite) throw new MediaError('PSD_UNREADABLE');
        return deriveFromImage(composite).catch((error) => {
          throw imageError(error);
        });
      });
    }
    default:
      return null;
  }
}
