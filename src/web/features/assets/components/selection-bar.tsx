import { format } from '@shared/messages/format';
import { galleryMessages } from '@shared/messages/gallery';
import { type DownloadChoice, DownloadFormatMenu } from '@web/components/download-format-menu';
import { Button } from '@web/components/ui/button';
import { countText } from '@web/lib/format';
import { DownloadIcon, XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ResultsController } from '../hooks/use-results-controller';
import type { SelectionAction } from '../lib/selection-action';

export interface SelectionBarProps {
  count: number;
  onSelectAll: () => void;
  onClear: () => void;
  /** The ZIP: originals, or images in a format (stamped with the unit when asked). */
  onDownload: (choice?: DownloadChoice) => void;
  onClose: () => void;
  /** More actions for the selection (the app's 'Adicionar ao Álbum'). */
  extra?: ReactNode;
}

/** SPEC 'Selecionar Múltiplos': 'Selecionar Todos', 'Limpar Seleção', 'Baixar (n)' and a close button. */
export function SelectionBar({ count, onSelectAll, onClear, onDownload, onClose, extra }: SelectionBarProps) {
  const label = countText(count, galleryMessages.gallery.selectedOne, galleryMessages.gallery.selectedOther, {
    none: galleryMessages.gallery.selectedNone,
    grouped: true,
  });
  return (
    // Small screens: the count, 'Baixar (n)' and close on top, the two selection helpers below.
    <div className="sticky top-[4.5rem] z-30 flex flex-wrap items-center gap-x-1.5 gap-y-1 rounded-xl border bg-background/95 p-2 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <p className="order-1 min-w-0 flex-1 truncate px-1 font-medium text-sm" aria-live="polite">
        {label}
      </p>
      <div className="order-4 flex w-full items-center gap-1.5 sm:order-2 sm:w-auto">
        <Button variant="ghost" size="sm" onClick={onSelectAll}>
          {galleryMessages.gallery.selectAll}
        </Button>
        <Button variant="ghost" size="sm" onClick={onClear} disabled={count === 0}>
          {galleryMessages.gallery.clearSelection}
        </Button>
        {extra}
      </div>
      <DownloadFormatMenu
        size="sm"
        className="order-2 sm:order-3"
        onDownload={onDownload}
        disabled={count === 0}
        hasFormats
      >
        <DownloadIcon aria-hidden />
        {format(galleryMessages.gallery.downloadSelected, { n: count })}
      </DownloadFormatMenu>
      <Button variant="ghost" size="icon" className="order-3 size-8 sm:order-4" onClick={onClose}>
        <XIcon aria-hidden />
        <span className="sr-only">{galleryMessages.gallery.exitSelection}</span>
      </Button>
    </div>
  );
}

/** The bar for a result list's selection (gallery, similar images), shown only while selecting. */
export function ResultsSelectionBar({
  controller,
  selectionAction,
}: {
  controller: ResultsController;
  selectionAction?: SelectionAction | undefined;
}) {
  const { selection } = controller;
  if (!selection.active) return null;
  const close = () => selection.setActive(false);
  return (
    <SelectionBar
      count={selection.ids.size}
      onSelectAll={controller.selectAll}
      onClear={selection.clear}
      onDownload={controller.downloadSelected}
      onClose={close}
      extra={selectionAction?.([...selection.ids], close)}
    />
  );
}
