import fs from 'node:fs/promises';
import type { AssetType } from '../../shared/constants';
import { messages } from '../../shared/messages/pt-BR';
import {
  checkPixelBudget,
  ImageTooLargeError,
  isPixelLimitError,
  MAX_PIXELS,
  withDecodeSlot,
} from './decode';
import { deriveFromImage, type ImageDerivatives } from './image';
import { renderPdfFirstPage } from './pdf';
import { psdSize, readPsdComposite } from './psd';

/** A file the pipeline cannot process; `message` is the pt-BR text for the admin. */
export class MediaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaError';
  }
}

const m = messages.assets;

function imageError(error: unknown): Error {
  if (error instanceof ImageTooLargeError) return error;
  return isPixelLimitError(error) ? new ImageTooLargeError('upload') : new MediaError(m.imageUnreadable);
}

async function deriveImage(source: string | Buffer): Promise<ImageDerivatives> {
  try {
    // From the header first: a file past the upload budget is refused without waiting for a slot.
    await checkPixelBudget(source, 'upload');
    return await withDecodeSlot(() => deriveFromImage(source));
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
          throw new MediaError(m.pdfUnreadable);
        }
        return deriveFromImage(png);
      });
    }
    case 'psd': {
      const data = await bytes();
      const size = psdSize(data);
      if (!size) throw new MediaError(m.psdUnreadable);
      if (size.width * size.height > MAX_PIXELS.upload) throw new ImageTooLargeError('upload');
      return withDecodeSlot(async () => {
        let composite: ReturnType<typeof readPsdComposite>;
        try {
          composite = readPsdComposite(data);
        } catch {
          throw new MediaError(m.psdUnreadable);
        }
        if (!composite) throw new MediaError(m.psdUnreadable);
        return deriveFromImage(composite).catch((error) => {
          throw imageError(error);
        });
      });
    }
    default:
      return null;
  }
}
