import { Spinner } from '@web/components/ui/spinner';
import { useEffect, useRef, useState } from 'react';
import { canvasPixelRatio } from '../lib/pdf-viewer-state';
import { isRenderCancelled, type PDFDocumentProxy, type RenderTask } from '../lib/pdfjs';

export interface PdfPageCanvasProps {
  doc: PDFDocumentProxy;
  pageNumber: number;
  /** The width to draw the page at, in CSS pixels (its height follows the page's proportions). */
  width: number;
  /** What the page is, for screen readers ('Página 2 de 12 de Manual da marca'). */
  label: string;
  onError: () => void;
}

/**
 * One PDF page on a canvas at the screen's pixel density (sharp on phones). A new page, zoom or width
 * cancels the drawing in progress; only this page is fetched from the file.
 */
export function PdfPageCanvas({ doc, pageNumber, width, label, onError }: PdfPageCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  const [drawn, setDrawn] = useState<string | null>(null);
  const key = `${pageNumber}:${width}`;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || width <= 0) return;
    let cancelled = false;
    let task: RenderTask | undefined;
    doc
      .getPage(pageNumber)
      .then(async (page) => {
        if (cancelled) return;
        const natural = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: width / natural.width });
        const ratio = canvasPixelRatio(viewport.width, viewport.height, window.devicePixelRatio);
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        task = page.render({
          canvas,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        });
        await task.promise;
        if (!cancelled) setDrawn(`${pageNumber}:${width}`);
      })
      .catch((error: unknown) => {
        if (cancelled || isRenderCancelled(error)) return;
        if (import.meta.env.DEV) console.error('pdf.js could not draw the page', error);
        onErrorRef.current();
      });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, pageNumber, width]);

  const busy = drawn !== key;
  return (
    <div className="relative mx-auto w-fit bg-white shadow-sm" aria-busy={busy}>
      <canvas ref={canvasRef} role="img" aria-label={label} className="block max-w-none" />
      {busy ? (
        <div className="absolute inset-0 flex min-h-24 items-center justify-center">
          <Spinner className="size-6" />
        </div>
      ) : null}
    </div>
  );
}
