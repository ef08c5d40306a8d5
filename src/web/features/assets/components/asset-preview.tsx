import { assetsMessages } from '@shared/messages/assets';
import type { Asset } from '@shared/schemas/asset';
import { lazy, Suspense } from 'react';
import { isPlainTextAsset } from '../api/get-asset-text';
import { AssetMedia } from './asset-media';
import { DocumentLoading, PdfUnavailable } from './document-status';
import { TextPreview } from './text-preview';

// pdf.js (about 120 KB with Brotli, and a 320 KB worker) is fetched only when a PDF's page opens. A chunk
// that fails to load (a deploy replaced it, the network dropped) says so instead of breaking the page.
const PdfViewer = lazy(() =>
  import('./pdf-viewer').then(
    (module) => ({ default: module.PdfViewer }),
    () => ({ default: PdfUnavailable }),
  ),
);

/** PDFs stored by us are read in the page; links to PDFs elsewhere keep their thumbnail. */
function isReadablePdf(asset: Asset): boolean {
  return asset.type === 'pdf' && !asset.isExternal && !asset.embedUrl && Boolean(asset.downloadUrl);
}

/**
 * The asset page's main view: the whole PDF (page by page, zoomable), a plain-text document's text,
 * else the preview of AssetMedia (image, video player, or 'Visualização não disponível').
 */
export function AssetPreview({ asset, onDownload }: { asset: Asset; onDownload: () => void }) {
  if (isReadablePdf(asset)) {
    return (
      <Suspense fallback={<DocumentLoading label={assetsMessages.documentViewer.pdfLoading} />}>
        <PdfViewer asset={asset} />
      </Suspense>
    );
  }
  if (isPlainTextAsset(asset)) return <TextPreview asset={asset} />;
  return (
    <AssetMedia
      asset={asset}
      onDownload={onDownload}
      className="min-h-48 justify-center"
      imageClassName="max-h-[72vh]"
    />
  );
}
