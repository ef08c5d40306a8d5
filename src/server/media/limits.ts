import { format, messages } from '../../shared/messages/pt-BR';

// What the modules need to know of image decoding before any image arrives: no image library here.

/**
 * Why an image is decoded; each purpose has its own pixel budget (DESIGN.md section 6). Uploads are the
 * library's originals; a profile photo, the banner and the similar-image probe are shrunk at once, so
 * a quarter of that is plenty.
 */
export type DecodePurpose = 'upload' | 'avatar' | 'banner' | 'probe' | 'reference' | 'render' | 'consent';

export const MAX_PIXELS: Record<DecodePurpose, number> = {
  upload: 100_000_000,
  avatar: 25_000_000,
  banner: 25_000_000,
  probe: 25_000_000,
  // A material request's reference image (issue 17), shrunk at once like the banner.
  reference: 25_000_000,
  // A download format is rendered from an original the upload budget already let in.
  render: 100_000_000,
  // A signed TCLE's scan or photo, kept as sent like an upload's original (issue 36, point 8).
  consent: 100_000_000,
};

/**
 * The image declares more pixels than its purpose allows; nothing was decoded. `message` is the pt-BR
 * text with the limit, for the service's IMAGE_TOO_LARGE error.
 */
export class ImageTooLargeError extends Error {
  readonly maxMegapixels: number;

  constructor(readonly purpose: DecodePurpose) {
    const maxMegapixels = MAX_PIXELS[purpose] / 1_000_000;
    super(format(messages.media.imageTooLarge, { megapixels: maxMegapixels }));
    this.name = 'ImageTooLargeError';
    this.maxMegapixels = maxMegapixels;
  }
}

/** A file whose kind is known but whose content cannot be read; `code` says which kind. */
export class MediaError extends Error {
  constructor(readonly code: 'IMAGE_UNREADABLE' | 'PDF_UNREADABLE' | 'PSD_UNREADABLE') {
    super(code);
    this.name = 'MediaError';
  }
}
