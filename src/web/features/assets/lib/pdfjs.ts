/**
 * pdf.js for the asset page's PDF reader. Only the lazily loaded viewer imports this module, so the
 * library (and its worker, fetched when a document opens) never weighs on any other page.
 *
 * The legacy build: it carries the polyfills the modern one leaves out (Map#getOrInsertComputed,
 * URL.parse, Promise.withResolvers...), which the phones of the network (older iOS Safari, Android
 * WebViews) lack.
 */
import {
  GlobalWorkerOptions,
  getDocument,
  type PDFDocumentLoadingTask,
  type PDFDocumentProxy,
  type PDFPageProxy,
  RenderingCancelledException,
  type RenderTask,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';

// A hashed file of our own origin (CSP worker-src 'self').
GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy, PDFPageProxy, RenderTask };

/**
 * Opens a PDF the page reads by URL: pdf.js fetches it same-origin with the session cookie, and with
 * Range requests asks only for the parts of the pages it draws (`disableAutoFetch`: nothing is read
 * ahead in the background, so a 200-page file on a phone costs the pages looked at).
 */
export function openPdf(url: string): PDFDocumentLoadingTask {
  return getDocument({
    url,
    disableAutoFetch: true,
    disableStream: true,
    // Our CSP has no 'unsafe-eval': fonts are drawn without compiled functions.
    isEvalSupported: false,
    enableXfa: false,
  });
}

export function isRenderCancelled(error: unknown): boolean {
  return error instanceof RenderingCancelledException;
}
