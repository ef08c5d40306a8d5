import fs from 'node:fs/promises';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { TEXT_LIMITS } from '../../../shared/constants';
import { openPdf, renderPdfPage } from '../pdf';
import type { PageCollector } from './clean';
import { TextUnreadableError } from './contract';
import { ocrPicture } from './ocr';

/** A page whose text layer has fewer words is a picture of a page (a scan, outlined lettering). */
const MIN_LAYER_WORDS = 3;
/** Scanned pages are drawn at 200 dpi: body text (10 pt) comes out near 28 px high. */
const OCR_SCALE = 200 / 72;

type TextContent = Awaited<ReturnType<PDFPageProxy['getTextContent']>>;

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * A page's text layer as lines: pdf.js marks the ends of lines it sees (hasEOL); a run that starts
 * lower than the last starts a line too, and one that starts clear of the last one's end is a word
 * of its own (runs are often split inside a word, so touching runs are joined as they are).
 */
export function layerText(content: TextContent): string {
  let text = '';
  let last: { y: number; end: number; size: number } | undefined;
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const x = item.transform[4] as number;
    const y = item.transform[5] as number;
    const size = Math.abs(item.transform[3] as number) || item.height || 1;
    if (last && item.str !== '' && !text.endsWith('\n')) {
      if (Math.abs(y - last.y) > Math.max(last.size, size) / 2) text += '\n';
      else if (x - last.end > size * 0.15 && !/\s$/.test(text) && !/^\s/.test(item.str)) text += ' ';
    }
    text += item.str;
    if (item.hasEOL) text += '\n';
    if (item.str !== '') last = { y, end: x + item.width, size };
  }
  return text;
}

/** OCR of a page drawn at OCR_SCALE, within TEXT_LIMITS.ocrMaxPixels. */
async function ocrPage(page: PDFPageProxy) {
  const { width, height } = page.getViewport({ scale: 1 });
  const scale = Math.min(OCR_SCALE, Math.sqrt(TEXT_LIMITS.ocrMaxPixels / (width * height)));
  const canvas = await renderPdfPage(page, scale);
  const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  return ocrPicture({ raw: pixels.data, width: canvas.width, height: canvas.height, channels: 4 });
}

/**
 * A PDF's text, page by page: its text layer; a page without one is drawn and read by OCR (the
 * first TEXT_LIMITS.pdfOcrPages of them). A page pdf.js cannot read is left out; a file none of
 * whose pages it can read (or that it cannot open) is TextUnreadableError.
 */
export async function readPdf(file: string, pages: PageCollector): Promise<void> {
  const data = new Uint8Array(await fs.readFile(file));
  const document = await openPdf(data).catch((error: Error) => {
    throw new TextUnreadableError(`PDF not opened: ${error.message}`);
  });
  try {
    let ocrLeft: number = TEXT_LIMITS.pdfOcrPages;
    let broken: Error | undefined;
    let read = 0;
    for (let number = 1; number <= document.numPages && !pages.full; number++) {
      let page: PDFPageProxy;
      let layer: string;
      try {
        page = await document.getPage(number);
        layer = layerText(await page.getTextContent());
      } catch (error) {
        broken = error as Error;
        continue;
      }
      read++;
      if (wordCount(layer) >= MIN_LAYER_WORDS || ocrLeft === 0) {
        pages.add({ page: number, text: layer, source: 'pdf' });
      } else {
        ocrLeft--;
        const seen = await ocrPage(page);
        if (seen) pages.add({ page: number, ...seen, source: 'ocr' });
        else pages.add({ page: number, text: layer, source: 'pdf' });
      }
      page.cleanup();
    }
    if (read === 0 && broken) throw new TextUnreadableError(`PDF pages not read: ${broken.message}`);
  } finally {
    await document.destroy();
  }
}
