import { assetsMessages } from '@shared/messages/assets';
import { format } from '@shared/messages/format';
import type { Asset } from '@shared/schemas/asset';
import { formatFileSize } from '@web/lib/format';
import { useAssetText } from '../api/get-asset-text';
import { DocumentError, DocumentLoading } from './document-status';

const m = assetsMessages.documentViewer;

/**
 * A plain-text document shown on its page: its start (at most 200 KB) as text in a scrollable,
 * wrapping block. React writes it as a text node, so markup in the file is shown, never run.
 */
export function TextPreview({ asset }: { asset: Asset }) {
  const query = useAssetText(asset);
  if (query.isPending) return <DocumentLoading label={m.textLoading} className="min-h-48" />;
  if (query.isError) return <DocumentError message={m.textError} />;
  const { text, truncated, shownBytes } = query.data;
  return (
    <figure className="grid gap-2">
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls on its own, so it must take focus to be scrolled from the keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        aria-label={format(m.textLabel, { title: asset.title })}
        className="max-h-[70vh] min-h-32 overflow-auto rounded-lg border bg-muted/40 p-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <pre className="whitespace-pre-wrap font-mono text-[13px] leading-relaxed [overflow-wrap:anywhere] sm:text-sm">
          {text || m.textEmpty}
        </pre>
      </section>
      {truncated ? (
        <figcaption className="text-pretty text-muted-foreground text-xs">
          {format(m.textTruncated, {
            shown: formatFileSize(shownBytes),
            total: formatFileSize(asset.size),
          })}
        </figcaption>
      ) : null}
    </figure>
  );
}
