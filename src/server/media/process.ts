import fs from 'node:fs/promises';
import type { AssetType } from '../../shared/constants';
import { messages } from '../../shared/messages/pt-BR';
import { deriveFromImage, type ImageDerivatives } from './image';
import { renderPdfFirstPage } from './pdf';
import { readPsdComposite } from './psd';

/** A file the pipeline cannot process; `message` is the pt-BR text for the admin. */
export class MediaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaError';
  }
}

const m = messages.assets;

function imageError(error: unknown): MediaError {
  const text = error instanceof Error ? error.message : String(error);
  return new MediaError(/pixel limit/i.test(text) ? m.imageTooLarge : m.imageUnreadable);
}

/**
 * Thumbnails, placeholder, size and perceptual hash for a file (a path, or its bytes): images directly, PDFs from
 * their first page, PSDs from their composite. Documents and other files get none (a type icon).
 */
export async function deriveMedia(
  type: AssetType,
  source: string | Buffer,
): Promise<ImageDerivatives | null> {
  const bytes = async () => new Uint8Array(Buffer.isBuffer(source) ? source : await fs.readFile(source));
  switch (type) {
    case 'image':
      return deriveFromImage(source).catch((error) => {
        throw imageError(error);
      });
    case 'pdf': {
      let png: Buffer;
      try {
        png = await renderPdfFirstPage(await bytes());
      } catch {
        throw new MediaError(m.pdfUnreadable);
      }
      const derived = await deriveFromImage(png);
      return derived;
    }
    case 'psd': {
      let composite: ReturnType<typeof readPsdComposite>;
      try {
        composite = readPsdComposite(await bytes());
      } catch {
        throw new MediaError(m.psdUnreadable);
      }
      if (!composite) throw new MediaError(m.psdUnreadable);
      return deriveFromImage(composite).catch((error) => {
        throw imageError(error);
      });
    }
    default:
      return null;
  }
}
