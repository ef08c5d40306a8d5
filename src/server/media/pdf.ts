import { createRequire } from 'node:module';
import path from 'node:path';
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PREVIEW_SIZE } from './image';

const require = createRequire(import.meta.url);
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** A PDF opened with pdf.js (loaded at the first PDF); the caller destroys it when done. */
export async function openPdf(data: Uint8Array): Promise<PDFDocumentProxy> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return getDocument({
    data,
    standardFontDataUrl,
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
}

/** Draws a page on a white canvas, `scale` canvas pixels per PDF point. */
export async function renderPdfPage(page: PDFPageProxy, scale: number): Promise<Canvas> {
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: context as unknown as CanvasRenderingContext2D,
    viewport,
  }).promise;
  return canvas;
}

/** Renders the first page of a PDF to PNG, its longer side near the preview size. */
export async function renderPdfFirstPage(data: Uint8Array): Promise<Buffer> {
  const document = await openPdf(data);
  try {
    const page = await document.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const canvas = await renderPdfPage(page, Math.min(4, PREVIEW_SIZE / Math.max(base.width, base.height)));
    return canvas.toBuffer('image/png');
  } finally {
    await document.destroy();
  }
}
