import { useEffect, useState } from 'react';
import { openPdf, type PDFDocumentProxy } from '../lib/pdfjs';

export type PdfDocumentState =
  | { status: 'loading' }
  | { status: 'ready'; doc: PDFDocumentProxy }
  | { status: 'error' };

/**
 * The PDF at `url`, opened with pdf.js; destroyed (its worker and requests stopped) when the URL
 * changes or the page closes. Any failure (network, session, damaged file, password) is 'error': the
 * page then tells the user to download the file.
 */
export function usePdfDocument(url: string): PdfDocumentState {
  const [state, setState] = useState<PdfDocumentState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    const task = openPdf(url);
    task.promise.then(
      (doc) => {
        if (active) setState({ status: 'ready', doc });
      },
      (error: unknown) => {
        if (!active) return;
        if (import.meta.env.DEV) console.error('pdf.js could not open the document', error);
        setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
      void task.destroy();
    };
  }, [url]);

  return state;
}
