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
 * Thumbnails, placeholder, size and perceptual hash for a stored file: images directly, PDFs from
 * their first page, PSDs from their composite. Documents and other files get none (a type icon).
 */
export async function deriveMedia(type: AssetType, filePath: string): Promise<ImageDerivatives | null> {
  switch (type) {
    case 'image':
      return deriveFromImage(filePath).catch((error) => {
        throw imageError(error);
      });
    case 'pdf': {
      let png: Buffer;
      try {
        png = await renderPdfFirstPage(new Uint8Array(await fs.readFile(filePath)));
      } catch {
        throw new MediaError(m.pdfUnreadable);
      }
      const derived = await deriveFromImage(png);
      return derived;
    }
    case 'psd': {
      let composite: ReturnType<typeof readPsdComposite>;
      try {
        composite = readPsdComposite(new Uint8Array(await fs.readFile(filePath)));
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
