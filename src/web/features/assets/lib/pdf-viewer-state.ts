/**
 * What the PDF reader on the asset page shows: one page at a time (only that page is fetched and
 * drawn, so a 200-page file costs what one page costs) at a zoom relative to the width available.
 */

/** Zoom factors relative to "fit width" (1): smaller to see a whole page, larger to read details. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
export const FIT_WIDTH = 1;

export interface PdfViewerState {
  page: number;
  /** 0 until the document has loaded. */
  pageCount: number;
  zoom: number;
}

export type PdfViewerAction =
  | { type: 'loaded'; pageCount: number }
  | { type: 'previous' }
  | { type: 'next' }
  | { type: 'goTo'; page: number }
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  | { type: 'fitWidth' };

export const initialPdfViewerState: PdfViewerState = { page: 1, pageCount: 0, zoom: FIT_WIDTH };

function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount));
}

export function pdfViewerReducer(state: PdfViewerState, action: PdfViewerAction): PdfViewerState {
  switch (action.type) {
    case 'loaded':
      return { ...state, pageCount: action.pageCount, page: clampPage(state.page, action.pageCount) };
    case 'previous':
      return { ...state, page: clampPage(state.page - 1, state.pageCount) };
    case 'next':
      return { ...state, page: clampPage(state.page + 1, state.pageCount) };
    case 'goTo':
      return { ...state, page: clampPage(action.page, state.pageCount) };
    case 'zoomIn':
      return { ...state, zoom: ZOOM_STEPS.find((step) => step > state.zoom) ?? state.zoom };
    case 'zoomOut':
      return { ...state, zoom: ZOOM_STEPS.findLast((step) => step < state.zoom) ?? state.zoom };
    case 'fitWidth':
      return { ...state, zoom: FIT_WIDTH };
  }
}

export const canGoBack = (state: PdfViewerState) => state.page > 1;
export const canGoForward = (state: PdfViewerState) => state.page < state.pageCount;
export const canZoomIn = (state: PdfViewerState) => state.zoom < ZOOM_STEPS[ZOOM_STEPS.length - 1]!;
export const canZoomOut = (state: PdfViewerState) => state.zoom > ZOOM_STEPS[0];

/**
 * Browsers refuse (iOS Safari) or exhaust memory on huge canvases: above this many device pixels a
 * zoomed page is drawn at a lower density instead.
 */
export const MAX_CANVAS_PIXELS = 16_777_216;

/**
 * Device pixels per CSS pixel for a page drawn `width` x `height` CSS pixels: the screen's density
 * (sharp on phones), lowered only as far as the canvas stays within MAX_CANVAS_PIXELS.
 */
export function canvasPixelRatio(width: number, height: number, devicePixelRatio: number): number {
  const density = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  const area = width * height;
  if (area <= 0) return density;
  return Math.min(density, Math.sqrt(MAX_CANVAS_PIXELS / area));
}
