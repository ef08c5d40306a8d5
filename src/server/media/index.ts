/**
 * The media layer as the modules see it. Its errors and limits come with no image library behind
 * them; the code that reads and draws images (sharp and libvips, canvas, ag-psd, file-type: about a
 * third of a second and some 50 MB to load) comes with the first file the server handles, so a
 * server starts and idles without it: `const { makeAvatar } = await mediaKit()`.
 */

export type { ImageDerivatives } from './image';

import { AppError, imageTooLarge } from '../platform/errors';
import { ImageTooLargeError } from './limits';

// Image work someone waits for holds the reading of files while it runs (foreground.ts).
export { inForeground } from './foreground';
export { ImageTooLargeError, MediaError } from './limits';
export {
  carriesMetadata,
  createMetadataStripper,
  MetadataStripError,
  type MetadataStripper,
} from './metadata';
export type { StampData } from './stamp';
export type { PieceRenderInput, RenderedPiece } from './template-render';
// Reading the words inside files runs in a process of its own: nothing of OCR or pdf.js loads here.
export {
  type FileText,
  type ReadPage,
  type ReadSource,
  type TextKind,
  TextReadError,
  TextReadTimeoutError,
  TextUnreadableError,
} from './text/contract';
export { readTextApart, stopTextProcess, textProcessRunning } from './text/text-process';

type MediaKit = typeof import('./kit');

let kit: Promise<MediaKit> | undefined;

/** The media layer's entry points (kit.ts), loaded once. */
export function mediaKit(): Promise<MediaKit> {
  kit ??= import('./kit');
  return kit;
}

/** What a service answers when a picture someone sent cannot be read. */
type UnreadablePicture =
  | 'AVATAR_INVALID'
  | 'BANNER_INVALID'
  | 'CONSENT_FILE_INVALID'
  | 'REQUEST_REFERENCE_INVALID'
  | 'UNIT_LOGO_INVALID';

/**
 * A picture someone sent (a profile photo, a logo, the banner, a scan) made into what `make` makes:
 * past its purpose's pixel budget, the API's IMAGE_TOO_LARGE with the limit; unreadable (`make`
 * answered null), `unreadable`.
 */
export async function fromSentPicture<T>(
  make: (media: MediaKit) => Promise<T | null>,
  unreadable: UnreadablePicture,
): Promise<T> {
  const made = await make(await mediaKit()).catch((error: unknown) => {
    throw error instanceof ImageTooLargeError ? imageTooLarge(error) : error;
  });
  if (made === null) throw new AppError(unreadable);
  return made;
}
