import { assetTextMessages } from '@shared/messages/asset-text';
import { format } from '@shared/messages/format';
import type { Asset } from '@shared/schemas/asset';
import { cn } from '@web/lib/utils';
import { fromFirstMark, snippetParts } from '../lib/marked-snippet';

const m = assetTextMessages.assetText;

/** The found words: a quiet tint of the brand colour, the text itself in the foreground colour. */
const MARK_CLASS = 'rounded-[3px] bg-primary/15 px-0.5 font-medium text-foreground';

/** A snippet's text with its found words marked, as React nodes (the snippet is never HTML here). */
export function MarkedSnippet({ snippet }: { snippet: string }) {
  return fromFirstMark(snippetParts(snippet)).map((part, index) =>
    part.marked ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one snippet never move
      <mark key={index} className={MARK_CLASS}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/**
 * Issue 39: a search hit found only through the words inside its file says where, under its title:
 * "Encontrado no arquivo (página 3):" over "“…agende sua avaliação…”" (two lines at most, from just
 * before the first found word), the first place only.
 */
export function FoundInFile({
  asset,
  inline = false,
  className,
}: {
  asset: Asset;
  /** A list row's room: the label and the words on the same two lines. */
  inline?: boolean;
  className?: string;
}) {
  const match = asset.matches?.[0];
  if (!match) return null;
  const paged = asset.type === 'pdf' || match.page > 1;
  return (
    <p
      data-testid="found-in-file"
      className={cn(
        'text-muted-foreground text-xs leading-snug',
        inline ? 'line-clamp-2 text-pretty' : 'grid',
        className,
      )}
    >
      <span className="font-medium">
        {paged ? format(m.foundOnPage, { page: match.page }) : m.foundInFile}
      </span>{' '}
      <q className={inline ? undefined : 'line-clamp-2 text-pretty'}>
        …<MarkedSnippet snippet={match.snippet} />…
      </q>
    </p>
  );
}
