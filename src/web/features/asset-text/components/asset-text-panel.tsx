import { isTextReadable } from '@shared/domain/text-readable';
import { assetTextMessages } from '@shared/messages/asset-text';
import { format } from '@shared/messages/format';
import type { Asset } from '@shared/schemas/asset';
import type { AssetText } from '@shared/schemas/asset-text';
import { LoadError } from '@web/components/state-panels';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@web/components/ui/collapsible';
import { SkeletonStack } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { isAdmin, useSessionUser } from '@web/lib/session';
import { ChevronDownIcon, CircleAlertIcon, PencilLineIcon, ScanTextIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useAssetText } from '../api/get-asset-text';
import { textLayout } from '../lib/page-labels';
import { EditTextDialog } from './edit-text-dialog';
import { TextPages } from './text-pages';

const m = assetTextMessages.assetText;

/**
 * Issue 39, on the asset page: "Texto no arquivo", folded or not, with where reading the file stands
 * ('Lendo o texto…' while queued, asked again every few seconds), the text page by page with copy
 * buttons, and for admins 'Corrigir texto'.
 */
export function AssetTextPanel({ asset }: { asset: Asset }) {
  // Links, videos and files with no words to read (a ZIP, an SVG): no section at all.
  if (!isTextReadable(asset.type, asset.mime, asset.isExternal)) return null;
  return <TextPanel asset={asset} />;
}

function TextPanel({ asset }: { asset: Asset }) {
  const canEdit = isAdmin(useSessionUser());
  const query = useAssetText(asset.id);
  const [open, setOpen] = useState(true);
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  const text = query.data;

  return (
    <Collapsible
      open={open}
      onOpenChange={setOpen}
      data-testid="asset-text-panel"
      className="rounded-xl border bg-card text-card-foreground shadow-xs"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-5">
        <h2 id={titleId} className="mr-auto">
          <CollapsibleTrigger className="group -mx-1.5 flex items-center gap-2 rounded-md px-1.5 py-1 font-semibold text-base outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50">
            <ScanTextIcon aria-hidden className="size-4 text-primary" />
            {m.panelTitle}
            <ChevronDownIcon
              aria-hidden
              className="size-4 text-muted-foreground transition-transform group-data-[state=closed]:-rotate-90 motion-reduce:transition-none"
            />
          </CollapsibleTrigger>
        </h2>
        {/* Announced when it appears and when it goes: the reading is done. */}
        <span role="status">
          {text?.status === 'pending' ? (
            <Badge variant="secondary" className="gap-1.5">
              <Spinner aria-hidden role="presentation" className="size-3" />
              {m.pending}
            </Badge>
          ) : null}
        </span>
        {canEdit && text && text.status !== 'pending' ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <PencilLineIcon aria-hidden />
            {m.edit}
          </Button>
        ) : null}
      </div>
      <CollapsibleContent className="border-t px-4 py-4 sm:px-5">
        {text ? (
          <TextBody asset={asset} text={text} labelledBy={titleId} />
        ) : query.isError ? (
          <LoadError message={m.loadError} onRetry={() => void query.refetch()} />
        ) : (
          <SkeletonStack bars={['h-4 w-3/4', 'h-4 w-full', 'h-4 w-1/2']} className="gap-2" />
        )}
      </CollapsibleContent>
      {canEdit && text ? (
        <EditTextDialog asset={asset} text={text} open={editing} onOpenChange={setEditing} />
      ) : null}
    </Collapsible>
  );
}

function TextBody({ asset, text, labelledBy }: { asset: Asset; text: AssetText; labelledBy: string }) {
  const pages = [...text.pages].sort((a, b) => a.page - b.page);
  const failure = text.status === 'failed' ? <ReadingFailed reason={text.error} /> : null;
  // A file being read again keeps showing its last text (or an admin's) until the new one is in.
  if (pages.length > 0)
    return (
      <div className="grid gap-4">
        {failure}
        <TextPages pages={pages} layout={textLayout(asset, pages)} labelledBy={labelledBy} />
      </div>
    );
  if (failure) return failure;
  return (
    <p className="text-muted-foreground text-sm">{text.status === 'pending' ? m.panelDescription : m.none}</p>
  );
}

function ReadingFailed({ reason }: { reason: string | undefined }) {
  return (
    <div className="flex gap-2.5 text-sm">
      <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
      <div className="grid gap-0.5">
        <p className="font-medium">{m.failed}</p>
        {reason ? <p className="text-muted-foreground">{format(m.failedDetail, { reason })}</p> : null}
      </div>
    </div>
  );
}
