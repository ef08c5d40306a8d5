import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  canGoForward,
  canvasPixelRatio,
  canZoomIn,
  canZoomOut,
  initialPdfViewerState,
  MAX_CANVAS_PIXELS,
  type PdfViewerAction,
  pdfViewerReducer,
} from './pdf-viewer-state';

const run = (...actions: PdfViewerAction[]) => actions.reduce(pdfViewerReducer, initialPdfViewerState);

describe('PDF reader pages', () => {
  it('starts on page 1 and learns the page count when the document loads', () => {
    const state = run({ type: 'loaded', pageCount: 12 });
    expect(state).toMatchObject({ page: 1, pageCount: 12 });
    expect(canGoBack(state)).toBe(false);
    expect(canGoForward(state)).toBe(true);
  });

  it('moves one page at a time and stops at the first and the last', () => {
    const loaded = { type: 'loaded', pageCount: 3 } as const;
    expect(run(loaded, { type: 'next' }, { type: 'next' }, { type: 'next' }).page).toBe(3);
    expect(canGoForward(run(loaded, { type: 'next' }, { type: 'next' }))).toBe(false);
    expect(run(loaded, { type: 'next' }, { type: 'previous' }, { type: 'previous' }).page).toBe(1);
  });

  it('jumps to a typed page, kept inside the document', () => {
    const loaded = { type: 'loaded', pageCount: 200 } as const;
    expect(run(loaded, { type: 'goTo', page: 150 }).page).toBe(150);
    expect(run(loaded, { type: 'goTo', page: 999 }).page).toBe(200);
    expect(run(loaded, { type: 'goTo', page: 0 }).page).toBe(1);
    expect(run(loaded, { type: 'goTo', page: 7.8 }).page).toBe(7);
    expect(run(loaded, { type: 'goTo', page: Number.NaN }).page).toBe(1);
  });

  it('never moves past page 1 before the page count is known', () => {
    expect(run({ type: 'next' }).page).toBe(1);
  });
});

describe('PDF reader zoom', () => {
  it('steps in and out from "fit width" and stops at the ends', () => {
    expect(run({ type: 'zoomIn' }).zoom).toBe(1.25);
    expect(run({ type: 'zoomOut' }).zoom).toBe(0.75);
    const max = run(...Array.from({ length: 10 }, () => ({ type: 'zoomIn' }) as const));
    expect(max.zoom).toBe(3);
    expect(canZoomIn(max)).toBe(false);
    const min = run(...Array.from({ length: 10 }, () => ({ type: 'zoomOut' }) as const));
    expect(min.zoom).toBe(0.5);
    expect(canZoomOut(min)).toBe(false);
  });

  it('returns to fit width, and keeps the page while zooming', () => {
    const state = run(
      { type: 'loaded', pageCount: 5 },
      { type: 'next' },
      { type: 'zoomIn' },
      { type: 'zoomIn' },
      { type: 'fitWidth' },
    );
    expect(state).toEqual({ page: 2, pageCount: 5, zoom: 1 });
  });
});

describe('canvas density', () => {
  it("uses the screen's density for a page that fits the limit", () => {
    expect(canvasPixelRatio(358, 506, 3)).toBe(3);
    expect(canvasPixelRatio(900, 1272, 1)).toBe(1);
  });

  it('draws a huge zoomed page at a lower density, within the limit', () => {
    const ratio = canvasPixelRatio(2700, 3818, 2);
    expect(ratio).toBeLessThan(2);
    expect(2700 * ratio * 3818 * ratio).toBeLessThanOrEqual(MAX_CANVAS_PIXELS + 1);
  });

  it('treats a missing or broken devicePixelRatio as 1', () => {
    expect(canvasPixelRatio(300, 400, 0)).toBe(1);
    expect(canvasPixelRatio(300, 400, Number.NaN)).toBe(1);
  });
});
