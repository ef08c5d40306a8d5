import { format } from '@shared/messages/format';
import { galleryMessages } from '@shared/messages/gallery';
import type { Asset } from '@shared/schemas/asset';
import { ButtonLink } from '@web/components/button-link';
import { IconButton } from '@web/components/icon-button';
import { paths } from '@web/lib/paths';
import { cn } from '@web/lib/utils';
import { ArrowUpRightIcon, DownloadIcon, ExternalLinkIcon, LinkIcon } from 'lucide-react';

/** What a card can do; one stable object from the results list, so cards can be memoised. */
export interface CardHandlers {
  onOpen: (asset: Asset) => void;
  onToggle: (id: string) => void;
  onDownload: (asset: Asset) => void;
  onCopyLink: (id: string) => void;
}

/** The hover actions of a card (SPEC): page link, download, copy link. */
export function CardActions({
  asset,
  handlers,
  className,
  buttonClassName,
  downloadOnly,
}: {
  asset: Asset;
  handlers: CardHandlers;
  className?: string;
  buttonClassName?: string;
  /** Only Download (a phone's cards and rows): the preview, opened by the card, has the rest. */
  downloadOnly?: boolean;
}) {
  const title = asset.title;
  const button = cn('size-8 rounded-full shadow-sm', buttonClassName);
  return (
    <div className={cn('flex items-center gap-1.5', className)}>
      {downloadOnly ? null : (
        <ButtonLink
          to={paths.asset(asset.id)}
          aria-label={format(galleryMessages.gallery.openPage, { title })}
          variant="secondary"
          size="icon"
          className={button}
        >
          <ArrowUpRightIcon aria-hidden />
        </ButtonLink>
      )}
      <IconButton
        variant="secondary"
        icon={asset.isExternal ? ExternalLinkIcon : DownloadIcon}
        label={format(galleryMessages.gallery.download, { title })}
        className={button}
        onClick={() => handlers.onDownload(asset)}
      />
      {downloadOnly ? null : (
        <IconButton
          variant="secondary"
          icon={LinkIcon}
          label={format(galleryMessages.gallery.copyLink, { title })}
          className={button}
          onClick={() => handlers.onCopyLink(asset.id)}
        />
      )}
    </div>
  );
}

/** The ring a card draws around itself while its main button has keyboard focus. */
export const CARD_FOCUS_RING =
  'has-[[data-card-press]:focus-visible]:ring-2 has-[[data-card-press]:focus-visible]:ring-ring has-[[data-card-press]:focus-visible]:ring-offset-2';

/**
 * What a card's main button does: opens the preview, or (while selecting) toggles the card. Its
 * visible text, if any, must be the title (label in name, WCAG 2.5.3: a voice command that reads
 * the card finds it); `data-card-press` lets the card draw the focus ring around itself.
 */
export function cardPressProps(asset: Asset, selecting: boolean, selected: boolean, handlers: CardHandlers) {
  return {
    'data-card-press': '',
    'aria-label': format(selecting ? galleryMessages.gallery.selectAsset : galleryMessages.gallery.preview, {
      title: asset.title,
    }),
    'aria-pressed': selecting ? selected : undefined,
    onClick: () => (selecting ? handlers.onToggle(asset.id) : handlers.onOpen(asset)),
  };
}
