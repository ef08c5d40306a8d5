import { assetsMessages } from '@shared/messages/assets';
import { format } from '@shared/messages/format';
import type { Asset } from '@shared/schemas/asset';
import { useEffect, useReducer, useRef, useState } from 'react';
import { assetFileUrl } from '../api/get-asset-text';
import { usePdfDocument } from '../hooks/use-pdf-document';
import { FIT_WIDTH, initialPdfViewerState, pdfViewerReducer } from '../lib/pdf-viewer-state';
import type { PDFDocumentProxy } from '../lib/pdfjs';
import { DocumentLoading, PdfUnavailable } from './document-status';
import { PdfPageCanvas } from './pdf-page-canvas';
import { PdfToolbar } from './pdf-toolbar';

const m = assetsMessages.documentViewer;

/**
 * The asset page's PDF reader (issue 14): the whole document, one page at a time, with page
 * navigation and zoom from "fit width". pdf.js runs in the browser and is loaded only by this
 * component, which the asset page imports lazily for PDFs.
 */
export function PdfViewer({ asset }: { asset: Asset }) {
  const pdf = usePdfDocument(assetFileUrl(asset.id));
  if (pdf.status === 'loading') return <DocumentLoading label={m.pdfLoading} />;
  if (pdf.status === 'error') return <PdfUnavailable asset={asset} />;
  return <PdfReader key={asset.id} asset={asset} doc={pdf.doc} />;
}

function PdfReader({ asset, doc }: { asset: Asset; doc: PDFDocumentProxy }) {
  const [state, dispatch] = useReducer(pdfViewerReducer, {
    ...initialPdfViewerState,
    pageCount: doc.numPages,
  });
  const [failed, setFailed] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const [area, setArea] = useState<HTMLDivElement | null>(null);
  const width = useContentWidth(area);
  const shownPage = useRef(state.page);

  // A new page starts at its top: when the reader was scrolled down, bring its top back in view.
  useEffect(() => {
    if (shownPage.current === state.page) return;
    shownPage.current = state.page;
    const section = sectionRef.current;
    if (section && section.getBoundingClientRect().top < 0) section.scrollIntoView({ block: 'start' });
  }, [state.page]);

  if (failed) return <PdfUnavailable asset={asset} />;
  const pageOf = format(m.pageOf, { page: state.page, total: state.pageCount });
  return (
    <section
      ref={sectionRef}
      aria-label={format(m.pdfLabel, { title: asset.title })}
      className="scroll-mt-20 rounded-lg border bg-muted/40"
    >
      <PdfToolbar state={state} dispatch={dispatch} />
      <p role="status" className="sr-only">
        {pageOf}
      </p>
      <div
        ref={setArea}
        // Zoomed in, the page is wider than the screen: the area scrolls, from the keyboard too.
        // Its width never follows the page's (inline-size containment), or zooming would widen the
        // column, which would widen the page again, without end.
        tabIndex={state.zoom > FIT_WIDTH ? 0 : undefined}
        className="overflow-x-auto p-2 outline-none [contain:inline-size] focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-4"
      >
        {width > 0 ? (
          <PdfPageCanvas
            doc={doc}
            pageNumber={state.page}
            width={Math.floor(width * state.zoom)}
            label={format(m.pageImage, { page: state.page, total: state.pageCount, title: asset.title })}
            onError={() => setFailed(true)}
          />
        ) : null}
      </div>
    </section>
  );
}

/** The width inside `element`'s padding, kept current as the window or layout changes. */
function useContentWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
