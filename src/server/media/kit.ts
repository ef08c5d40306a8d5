// The media layer's entry points for the modules, loaded together at the first file the server
// handles (see index.ts): behind them are sharp and libvips, canvas, ag-psd and file-type.
export { makeAvatar } from './avatar';
export { makeBanner } from './banner';
export { sniffConsentFile } from './consent-file';
export { detectFile } from './detect';
export { probeHash } from './image';
export { makeLinkCard } from './link-card';
export { deriveMedia } from './process';
export { makeReferenceImage } from './reference-image';
export type { PieceRenderInput, RenderedPiece } from './template-render';
export { makeUnitLogo } from './unit-logo';

import { inForegroundAlways } from './foreground';
import { renderDownload as stamped } from './stamp';
import { renderPiece as piece } from './template-render';

// What someone waits for holds the reading of files while it runs (foreground.ts).
export const renderDownload = inForegroundAlways(stamped);
export const renderPiece = inForegroundAlways(piece);
