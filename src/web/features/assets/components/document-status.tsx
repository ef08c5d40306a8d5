import { assetsMessages } from '@shared/messages/assets';
import type { Asset } from '@shared/schemas/asset';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { cn } from '@web/lib/utils';
import { FileWarningIcon, LoaderCircleIcon } from 'lucide-react';
import { AssetMedia } from './asset-media';

/** The box a document reader takes while it loads (the same size, so nothing jumps). */
export function DocumentLoading({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn(
        'flex min-h-72 flex-col items-center justify-center gap-3 rounded-lg border bg-muted/40 p-6 text-muted-foreground text-sm',
        className,
      )}
    >
      <LoaderCircleIcon aria-hidden className="size-6 animate-spin" />
      <span>{label}</span>
    </div>
  );
}

/** A reader that failed: what to do instead (the page's one Download button is beside it). */
export function DocumentError({ message }: { message: string }) {
  return (
    <Alert>
      <FileWarningIcon aria-hidden />
      <AlertDescription className="text-foreground">{message}</AlertDescription>
    </Alert>
  );
}

/** The PDF could not be shown: say so, and keep the rendered first page when there is one. */
export function PdfUnavailable({ asset }: { asset: Asset }) {
  return (
    <div className="grid gap-4">
      <DocumentError message={assetsMessages.documentViewer.pdfError} />
      {asset.previewUrl ? (
        // With a preview image AssetMedia never shows its own download button.
        <AssetMedia asset={asset} onDownload={() => {}} imageClassName="max-h-[72vh]" />
      ) : null}
    </div>
  );
}
