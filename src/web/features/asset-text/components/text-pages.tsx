import { assetTextMessages } from '@shared/messages/asset-text';
import { format } from '@shared/messages/format';
import type { TextPage } from '@shared/schemas/asset-text';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { copyText } from '@web/lib/clipboard';
import { notify } from '@web/lib/notify';
import { CopyIcon, PencilLineIcon } from 'lucide-react';
import { pageLabel, sourceText, type TextLayout } from '../lib/page-labels';

const m = assetTextMessages.assetText;

async function copy(text: string) {
  if (await copyText(text)) notify.success(m.copied);
  else notify.error(m.copyFailed);
}

/** One page, slide or the whole text: its heading (when the file has pages), source, copy button, text. */
function TextPageBlock({ page, layout }: { page: TextPage; layout: TextLayout }) {
  const label = pageLabel(layout, page.page);
  const source = sourceText(page);
  return (
    <article className="grid gap-1.5 py-3 first:pt-0 last:pb-0">
      <div className="flex min-h-7 flex-wrap items-center gap-x-2 gap-y-1">
        {label ? <h3 className="font-medium text-sm">{label}</h3> : null}
        {source ? <span className="text-muted-foreground text-xs">{source}</span> : null}
        {page.source === 'edited' ? (
          <Badge variant="secondary" title={m.editedHint}>
            <PencilLineIcon aria-hidden />
            {m.edited}
          </Badge>
        ) : null}
        {page.text.trim() ? (
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto h-7 px-2 text-muted-foreground"
            aria-label={label ? format(m.copyPage, { label }) : undefined}
            onClick={() => void copy(page.text)}
          >
            <CopyIcon aria-hidden />
            {m.copy}
          </Button>
        ) : null}
      </div>
      {page.text.trim() ? (
        <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">{page.text}</p>
      ) : (
        <p className="text-muted-foreground text-sm">{m.pageEmpty}</p>
      )}
    </article>
  );
}

/**
 * The text read inside a file, page by page. A long one scrolls inside its box (focusable, so the
 * keyboard scrolls it too) instead of making the asset page endless. The text is React text: nothing
 * read in a file is ever taken as markup.
 */
export function TextPages({
  pages,
  layout,
  labelledBy,
}: {
  pages: readonly TextPage[];
  layout: TextLayout;
  labelledBy: string;
}) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls on its own, so it must take focus to be scrolled from the keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      aria-labelledby={labelledBy}
      data-testid="asset-text-pages"
      className="-mx-1 max-h-[min(28rem,60svh)] divide-y overflow-y-auto overscroll-contain rounded-md px-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {pages.map((page) => (
        <TextPageBlock key={page.page} page={page} layout={layout} />
      ))}
    </section>
  );
}
